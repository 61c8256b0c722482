import { ABOUT_TEXT } from '../../content/landing/sections';
import { PageSection } from '../components/PageSection';
import { ContactForm } from '../landing/ContactForm';
import { FaqContent } from '../landing/FaqContent';
import { useFeatures } from '../hydration/useFeatures';
import { theme } from '../theme';
import { useScrollToHash } from '../useScrollToHash';

/** /about, with the FAQ (/faq lands on #faq) and, when the contacts feature is on, #contact. */
export function AboutPage() {
  const features = useFeatures();

  // A redirect to /about#faq, or a footer link to /about#contact, changes the address without a browser scroll.
  useScrollToHash();

  return (
    <PageSection title="About">
      <p css={{ color: theme.colors.muted, fontSize: '1.1rem' }}>{ABOUT_TEXT}</p>
      <section id="faq" aria-labelledby="faq-heading" css={{ marginTop: '2.5rem', overflowWrap: 'anywhere' }}>
        <h2 id="faq-heading">FAQ</h2>
        <FaqContent />
      </section>
      {features.showContactsSection && (
        <section id="contact" aria-labelledby="contact-heading" css={{ marginTop: '2.5rem' }}>
          <h2 id="contact-heading">Contact</h2>
          <ContactForm />
        </section>
      )}
    </PageSection>
  );
}
