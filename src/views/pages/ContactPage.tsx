import { useState } from 'react';
import { useConfig } from '../../app/AppProviders';
import { PageSection } from '../components/PageSection';
import { FRAME_POLICIES } from './frameSandbox';

type ContactRole = 'projectOwner' | 'collector';

/** /contact: choose Project Owner or Collector; the matching external form shows in a frame. */
export function ContactPage() {
  const config = useConfig();
  const [role, setRole] = useState<ContactRole | null>(null);
  const forms: Record<ContactRole, { label: string; url: string }> = {
    projectOwner: { label: 'Project Owner', url: config.links.contactFormProjectOwner },
    collector: { label: 'Collector', url: config.links.contactFormCollector },
  };

  return (
    <PageSection title="Contact">
      <fieldset css={{ border: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.5rem' }}>
        <legend>I am a</legend>
        {(Object.keys(forms) as ContactRole[]).map((key) => (
          <label key={key}>
            <input type="radio" name="contact-role" checked={role === key} onChange={() => setRole(key)} />{' '}
            {forms[key].label}
          </label>
        ))}
      </fieldset>
      {role && (
        <iframe
          title={`${forms[role].label} contact form`}
          src={forms[role].url}
          sandbox={FRAME_POLICIES.contactForm.sandbox}
          css={{ width: '100%', height: '70vh', border: 0, marginTop: '1.5rem' }}
        />
      )}
    </PageSection>
  );
}
