/** Types of the optional contact form (spec section 5: landing contact section and /about#contact). */

export type ContactField = 'name' | 'email' | 'subject' | 'message';

export type ContactFields = Record<ContactField, string>;

export interface ContactFormContext {
  fields: ContactFields;
}

export type ContactFormEvent =
  | { type: 'contactForm.changed'; field: ContactField; value: string }
  /** The user submits the form (its button, or Enter in a field). */
  | { type: 'contactForm.submit' };
