import { AppProviders, type AppServices } from './app/AppProviders';
import { AppRoutes } from './routes/AppRoutes';
import { GlobalStyles } from './views/GlobalStyles';
import { RootLayout } from './views/layout/RootLayout';

/** The whole app around an already started root actor (created in main.tsx, or by a test). */
export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <GlobalStyles />
      <RootLayout>
        <AppRoutes />
      </RootLayout>
    </AppProviders>
  );
}
