import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanSubmit,
  selectEmail,
  selectEmailMissing,
  selectEmailSignUpProblem,
  selectSubmitting,
  selectSubscribed,
  type emailSignUpMachine,
} from '../../../machines/emailSignUp';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton } from '../components/buttonStyles';

export type EmailSignUpRef = ActorRefFrom<typeof emailSignUpMachine>;

/** Texts of the e-mail forms (spec sections 2, 5 and 8). */
export const EMAIL_FORM_TEXTS = {
  label: 'Email',
  submit: 'Sign up',
  missing: 'Please enter a valid email address.',
  consent: 'By entering your email you consent to be contacted with marketing and promotional emails.',
} as const;

/**
 * An e-mail form of the mint page: the field, the consent notice and the submit button, which
 * the flow enables (spec section 5). The heading is the screen's.
 */
export function EmailSignUpForm({ form, heading }: { form: EmailSignUpRef; heading: string }) {
  const id = useId();
  const email = useSelector(form, selectEmail);
  const canSubmit = useSelector(form, selectCanSubmit);
  const submitting = useSelector(form, selectSubmitting);
  const subscribed = useSelector(form, selectSubscribed);
  const missing = useSelector(form, selectEmailMissing);
  const problem = useSelector(form, selectEmailSignUpProblem);
  const hintId = `${id}-hint`;

  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'emailSignUp.submit' });
      }}
      css={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      <label htmlFor={`${id}-email`}>{EMAIL_FORM_TEXTS.label}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        readOnly={subscribed}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? hintId : undefined}
        onChange={(event) => form.send({ type: 'emailSignUp.changed', email: event.target.value })}
      />
      {missing && <p id={hintId}>{EMAIL_FORM_TEXTS.missing}</p>}
      <p css={{ margin: 0, fontSize: '0.85rem' }}>{EMAIL_FORM_TEXTS.consent}</p>
      <button type="submit" css={primaryButton} disabled={!canSubmit} aria-busy={submitting || undefined}>
        {EMAIL_FORM_TEXTS.submit}
      </button>
      {subscribed && <p role="status">{MESSAGES.subscribeSuccess}</p>}
      {problem && <p role="alert">{MESSAGES[problem]}</p>}
    </form>
  );
}
