import { PageSection } from '../components/PageSection';

/** /admin: the mock admin area, loaded only when visited. Login and permissions arrive with the user flow. */
export default function AdminPage() {
  return <PageSection title="Admin" />;
}
