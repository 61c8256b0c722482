import { useSelector } from '@xstate/react';
import { selectFeatures } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { PageSection } from '../components/PageSection';
import { useScrollToHash } from '../useScrollToHash';

/** /about, with the FAQ (/faq lands on #faq) and, when the contacts feature is on, #contact. */
export function AboutPage() {
  const features = useSelector(useAppActor(), selectFeatures);

  // A redirect to /about#faq, or a footer link to /about#contact, changes the address without a browser scroll.
  useScrollToHash();

  return (
    <PageSection title="About">
      <section id="faq" aria-labelledby="faq-heading">
        <h2 id="faq-heading">FAQ</h2>
      </section>
      {features.showContactsSection && (
        <section id="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">Contact</h2>
        </section>
      )}
    </PageSection>
  );
}
