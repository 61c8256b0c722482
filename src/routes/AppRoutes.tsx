import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { SALE_ROUTE_IDS } from '../domain/saleRoutes';
import { ROUTE_PATHS } from './routePaths';

/**
 * Every page is a chunk of its own. A prerendered page is on screen before any of them arrives: React
 * hydrates it when its chunk has loaded (the prerendered document preloads it beside the start-up
 * bundle), so the start-up bundle carries only the layout around the pages.
 */
const LandingPage = lazy(async () => ({ default: (await import('../views/pages/LandingPage')).LandingPage }));
const MintPage = lazy(async () => ({ default: (await import('../views/pages/MintPage')).MintPage }));
const OtherRoutes = lazy(async () => ({ default: (await import('./OtherRoutes')).OtherRoutes }));

const lower = (value: string) => value.toLowerCase();

/** The route table of spec section 2: the landing and mint pages here, the rest in OtherRoutes.tsx. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTE_PATHS.landing} component={LandingPage} />
      <Route path={ROUTE_PATHS.landingFile} component={LandingPage} />

      <Route path={ROUTE_PATHS.mint}>{(p) => <MintPage saleId={p.saleId && lower(p.saleId)} />}</Route>
      <Route path={ROUTE_PATHS.characterPass}>
        {(p) => <MintPage saleType="characterPass" saleId={p.saleId && lower(p.saleId)} />}
      </Route>
      <Route path={ROUTE_PATHS.collections}>
        {(p) => <MintPage saleType="collection" saleId={p.saleId && lower(p.saleId)} />}
      </Route>
      {SALE_ROUTE_IDS.map((saleId) => (
        <Route key={saleId} path={`/${saleId}`}>
          <MintPage saleId={saleId} />
        </Route>
      ))}
      <Route>
        <OtherRoutes />
      </Route>
    </Switch>
  );
}
