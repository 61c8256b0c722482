import { NewsletterSignUpForm } from '../newsletter/NewsletterSignUpForm';

/** The footer's sign-up box (the signup query parameter shows it): the same flow as the sign-up modal. */
export function FooterSignUpBox() {
  return (
    <section aria-labelledby="footer-sign-up-heading" css={{ maxWidth: '22rem' }}>
      <h2 id="footer-sign-up-heading" css={{ fontSize: '1rem' }}>
        Newsletter
      </h2>
      <NewsletterSignUpForm />
    </section>
  );
}
