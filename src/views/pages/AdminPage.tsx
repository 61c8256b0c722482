import { PageSection } from '../components/PageSection';

/** /admin: the mock admin area, loaded only when visited (routes.tsx guards it with login and permissions). */
export default function AdminPage() {
  return <PageSection title="Admin" />;
}
