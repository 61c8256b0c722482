import { PageSection } from '../components/PageSection';

/** /founders: the two founder cards arrive with the site copy. */
export function FoundersPage() {
  return <PageSection title="Founders" />;
}
