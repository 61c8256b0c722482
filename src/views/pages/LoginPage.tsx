import { PageSection } from '../components/PageSection';

export const LOGIN_REQUIRED_TEXT = 'This page requires you to be logged in...';

/** /login: protected pages send anonymous users here with ?r={path}. The wallet login arrives with the user flow. */
export function LoginPage() {
  return (
    <PageSection title="Login">
      <p>{LOGIN_REQUIRED_TEXT}</p>
    </PageSection>
  );
}
