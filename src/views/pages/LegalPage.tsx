import { PageSection } from '../components/PageSection';

/** A static legal page; its text arrives with the site copy. */
export function LegalPage({ title }: { title: string }) {
  return <PageSection title={title} />;
}
