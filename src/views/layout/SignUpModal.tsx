import { useSelector } from '@xstate/react';
import { selectSignUpModalClosing } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { Modal } from '../components/Modal';
import { NewsletterSignUpForm } from '../newsletter/NewsletterSignUpForm';

/** The sign-up modal: opened by the signup query parameter or a sign-up button; fades in and out. */
export function SignUpModal() {
  const actor = useAppActor();
  const closing = useSelector(actor, selectSignUpModalClosing);
  return (
    <Modal title="Sign up" fade closing={closing} onClose={() => actor.send({ type: 'signUpModal.close' })}>
      <p css={{ marginTop: 0 }}>Hear first about new mints, giveaways and stories.</p>
      <NewsletterSignUpForm />
    </Modal>
  );
}
