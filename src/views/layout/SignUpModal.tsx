import { useAppActor } from '../../app/AppProviders';
import { Modal } from '../components/Modal';

/** The sign-up modal opened by the signup query parameter or a sign-up button. */
export function SignUpModal() {
  const actor = useAppActor();
  return (
    <Modal title="Sign up" onClose={() => actor.send({ type: 'signUpModal.close' })}>
      <p>Sign up for future mints and updates.</p>
    </Modal>
  );
}
