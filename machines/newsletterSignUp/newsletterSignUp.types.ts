/** Types of the newsletter sign-up shared by the sign-up modal and the footer box (spec sections 2 and 5). */

export interface NewsletterSignUpContext {
  email: string;
  /** 'I agree to receive marketing emails.' */
  agreed: boolean;
  /** The last submit failed: 'Error occurred.' shows in red until the next submit or a fresh form. */
  failed: boolean;
}

export type NewsletterSignUpEvent =
  | { type: 'newsletter.emailChanged'; email: string }
  | { type: 'newsletter.agreementChanged'; agreed: boolean }
  /** The form's button, or Enter in the address field. */
  | { type: 'newsletter.submit' }
  /** The app's sign-up modal opened or closed: it opens with the agreement cleared, reading 'Subscribe'. */
  | { type: 'newsletter.modalShown'; shown: boolean };
