import { PageSection } from '../components/PageSection';

const FORBIDDEN = [
  'Illegal activity',
  'Violence',
  'Hate or harassment',
  'Self-harm',
  'Pornography',
  'Sex trafficking',
  'Impersonation',
  'Private information',
  'Spam',
  'Rights violations',
  'Fraud',
  'Gambling',
];

const CONSEQUENCES = ['Removal of the content', 'Reduced visibility', 'Warnings', 'Notifying law enforcement'];

/** /community: the community guidelines (spec section 2). */
export function CommunityPage() {
  return (
    <PageSection title="Community Guidelines">
      <p>Stories you create and share must keep our community safe and welcoming. The following is not allowed:</p>
      <ul>
        {FORBIDDEN.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>What happens when a story breaks these rules</h2>
      <ul>
        {CONSEQUENCES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>Reporting</h2>
      <p>Report a story to our support e-mail or in the support channel of our community chat.</p>
    </PageSection>
  );
}
