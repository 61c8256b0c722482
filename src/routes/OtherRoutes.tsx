import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { useConfig } from '../app/AppProviders';
import { LEGAL_PAGES } from '../content/legalPages';
import { aiViewLink } from '../domain/aiViewLink';
import { PERMISSIONS } from '../domain/permissions';
import { ROUTE_PATHS } from './routePaths';
import { Redirect } from '../views/components/Redirect';

/** Each page loads on its first visit. */
function lazyPage<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AboutPage = lazyPage(() => import('../views/pages/AboutPage'), 'AboutPage');
const CommunityPage = lazyPage(() => import('../views/pages/CommunityPage'), 'CommunityPage');
const ContactPage = lazyPage(() => import('../views/pages/ContactPage'), 'ContactPage');
const FoundersPage = lazyPage(() => import('../views/pages/FoundersPage'), 'FoundersPage');
const WhitepaperPage = lazyPage(() => import('../views/pages/WhitepaperPage'), 'WhitepaperPage');
const MapsPage = lazyPage(() => import('../views/pages/MapsPage'), 'MapsPage');
const LoginPage = lazyPage(() => import('../views/pages/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../views/pages/LogoutPage'), 'LogoutPage');
const LegalPage = lazyPage(() => import('../views/pages/LegalPage'), 'LegalPage');
const CreatorPage = lazyPage(() => import('../views/pages/CreatorPage'), 'CreatorPage');
const ViewerPage = lazyPage(() => import('../views/pages/ViewerPage'), 'ViewerPage');
const AdminPage = lazy(() => import('../views/pages/AdminPage'));
/** The admin area needs both (spec sections 2 and 6: mock admin functions need Service). */
const ADMIN_PERMISSIONS = [PERMISSIONS.Admin, PERMISSIONS.Service];

// Only restricted pages need it (and, through the 401 page, the message catalogue).
const RequirePermissions = lazyPage(() => import('../views/components/RequirePermissions'), 'RequirePermissions');

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
