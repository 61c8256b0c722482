/** Types of the mint page's e-mail forms (spec sections 2, 5 and 8: e-mail subscription). */

/**
 * Why the last submit did not subscribe, in the catalogue's words (spec section 8): 'Error
 * occurred. Please double-check your email address.' (the service said no) or 'Error occurred.
 * Please try again.' (the call failed).
 */
export type EmailSignUpProblem = 'signUpCheckEmail' | 'signUpTryAgain';

export interface EmailSignUpContext {
  email: string;
  /** The field was edited: an empty one now says 'Please enter a valid email address.'. */
  touched: boolean;
  problem: EmailSignUpProblem | null;
}

export type EmailSignUpEvent =
  | { type: 'emailSignUp.changed'; email: string }
  /** The user submits the form (its button, or Enter in the field). */
  | { type: 'emailSignUp.submit' };
