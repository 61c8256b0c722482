import type { ComponentProps } from 'react';
import { Route, Switch } from 'wouter';
import { useConfig } from '../app/AppProviders';
import { LEGAL_PAGES } from '../content/legalPages';
import { aiViewLink } from '../domain/aiViewLink';
import { PERMISSIONS } from '../domain/permissions';
import { ROUTE_PATHS } from './routePaths';
import { Redirect } from '../views/components/Redirect';
import type { RequirePermissions as RequirePermissionsComponent } from '../views/components/RequirePermissions';
import type { CreatorPage as CreatorPageComponent } from '../views/pages/CreatorPage';
import type { LegalPage as LegalPageComponent } from '../views/pages/LegalPage';
import type { ViewerPage as ViewerPageComponent } from '../views/pages/ViewerPage';
import { lazyPart, type PartLoaders } from '../views/hydration/lazyPart';

/** Each page loads on its first visit (lazyPart.ts). */
const PARTS: PartLoaders = import.meta.glob<Record<string, unknown>>([
  '/src/views/pages/AboutPage.tsx',
  '/src/views/pages/CommunityPage.tsx',
  '/src/views/pages/ContactPage.tsx',
  '/src/views/pages/FoundersPage.tsx',
  '/src/views/pages/WhitepaperPage.tsx',
  '/src/views/pages/MapsPage.tsx',
  '/src/views/pages/LoginPage.tsx',
  '/src/views/pages/LogoutPage.tsx',
  '/src/views/pages/AdminPage.tsx',
  '/src/views/pages/LegalPage.tsx',
  '/src/views/pages/CreatorPage.tsx',
  '/src/views/pages/ViewerPage.tsx',
  '/src/views/components/RequirePermissions.tsx',
]);
const AboutPage = lazyPart(PARTS, '/src/views/pages/AboutPage.tsx', 'AboutPage');
const CommunityPage = lazyPart(PARTS, '/src/views/pages/CommunityPage.tsx', 'CommunityPage');
const ContactPage = lazyPart(PARTS, '/src/views/pages/ContactPage.tsx', 'ContactPage');
const FoundersPage = lazyPart(PARTS, '/src/views/pages/FoundersPage.tsx', 'FoundersPage');
const WhitepaperPage = lazyPart(PARTS, '/src/views/pages/WhitepaperPage.tsx', 'WhitepaperPage');
const MapsPage = lazyPart(PARTS, '/src/views/pages/MapsPage.tsx', 'MapsPage');
const LoginPage = lazyPart(PARTS, '/src/views/pages/LoginPage.tsx', 'LoginPage');
const LogoutPage = lazyPart(PARTS, '/src/views/pages/LogoutPage.tsx', 'LogoutPage');
const LegalPage = lazyPart<ComponentProps<typeof LegalPageComponent>>(
  PARTS,
  '/src/views/pages/LegalPage.tsx',
  'LegalPage',
);
const CreatorPage = lazyPart<ComponentProps<typeof CreatorPageComponent>>(
  PARTS,
  '/src/views/pages/CreatorPage.tsx',
  'CreatorPage',
);
const ViewerPage = lazyPart<ComponentProps<typeof ViewerPageComponent>>(
  PARTS,
  '/src/views/pages/ViewerPage.tsx',
  'ViewerPage',
);
const AdminPage = lazyPart(PARTS, '/src/views/pages/AdminPage.tsx', 'default');
/** The admin area needs both (spec sections 2 and 6: mock admin functions need Service). */
const ADMIN_PERMISSIONS = [PERMISSIONS.Admin, PERMISSIONS.Service];

// Only restricted pages need it (and, through the 401 page, the message catalogue).
const RequirePermissions = lazyPart<ComponentProps<typeof RequirePermissionsComponent>>(
  PARTS,
  '/src/views/components/RequirePermissions.tsx',
  'RequirePermissions',
);

/**
 * The route table of spec section 2 after the landing and mint pages: informational, legal, creator,
 * viewer, login and admin pages, redirects and the fallback. Its own chunk, loaded on the first
 * visit of one of them, so that the landing bundle carries only the routes it shows. Order matters
 * where patterns overlap (see comments).
 */
export function OtherRoutes() {
  const config = useConfig();
  return (
    <Switch>
      <Route path={ROUTE_PATHS.formerCharacterPass}>
        <Redirect to="/" />
      </Route>

      <Route path={ROUTE_PATHS.about} component={AboutPage} />
      <Route path={ROUTE_PATHS.community} component={CommunityPage} />
      <Route path={ROUTE_PATHS.contact} component={ContactPage} />
      <Route path={ROUTE_PATHS.founders} component={FoundersPage} />
      <Route path={ROUTE_PATHS.whitepaper} component={WhitepaperPage} />
      <Route path={ROUTE_PATHS.maps} component={MapsPage} />
      <Route path={ROUTE_PATHS.faq}>
        <Redirect to="/about#faq" />
      </Route>
      <Route path={ROUTE_PATHS.map}>
        <Redirect to="/maps" />
      </Route>
      <Route path={ROUTE_PATHS.login} component={LoginPage} />
      <Route path={ROUTE_PATHS.logout} component={LogoutPage} />
      {LEGAL_PAGES.map((page) => (
        <Route key={page.path} path={page.path}>
          <LegalPage path={page.path} />
        </Route>
      ))}

      <Route path={ROUTE_PATHS.create}>
        <CreatorPage />
      </Route>
      <Route path={ROUTE_PATHS.createAi}>
        <Redirect to={aiViewLink(config.aiViewLinks)} />
      </Route>
      {/* Before /create/:walletAddress/:storyId, which would read "nft" and "ai" as an address or story. */}
      <Route path={ROUTE_PATHS.createNft}>
        {(p) => <CreatorPage walletAddress={p.walletAddress} storyId={p.storyId} nft />}
      </Route>
      <Route path={ROUTE_PATHS.createCommunityAi}>
        {(p) => <Redirect to={aiViewLink(config.aiViewLinks, p.communityShortcut)} />}
      </Route>
      <Route path={ROUTE_PATHS.createStory}>
        {(p) => <CreatorPage walletAddress={p.walletAddress} storyId={p.storyId} />}
      </Route>
      <Route path={ROUTE_PATHS.createTemplate}>{(p) => <CreatorPage template={p.template} />}</Route>

      <Route path={ROUTE_PATHS.viewAi}>
        {(p) => <ViewerPage walletAddress={p.walletAddress} storyId={p.storyId} mode="ai" />}
      </Route>
      <Route path={ROUTE_PATHS.viewNft}>
        {(p) => <ViewerPage walletAddress={p.walletAddress} storyId={p.storyId} mode="nft" tokenId={p.tokenId} />}
      </Route>
      <Route path={ROUTE_PATHS.viewStory}>
        {(p) => <ViewerPage walletAddress={p.walletAddress} storyId={p.storyId} mode="story" />}
      </Route>

      <Route path={ROUTE_PATHS.captionContest}>
        <Redirect to={config.links.captionContest} />
      </Route>
      <Route path={ROUTE_PATHS.admin}>
        <RequirePermissions permissions={ADMIN_PERMISSIONS}>
          <AdminPage />
        </RequirePermissions>
      </Route>

      <Route>
        <Redirect to="/" />
      </Route>
    </Switch>
  );
}
