import type { ComponentProps } from 'react';
import { Route, Switch } from 'wouter';
import type { MintPage as MintPageComponent } from '../views/pages/MintPage';
import { lazyPart, type PartLoaders } from '../views/hydration/lazyPart';
import { SALE_ROUTE_IDS } from '../domain/saleRoutes';
import { ROUTE_PATHS } from './routePaths';

/**
 * Every page is a chunk of its own (lazyPart.ts). A prerendered page is on screen before any of them
 * arrives: React hydrates it when its chunk has loaded (the boot fetches it with the start-up bundle,
 * from the list in the page's HTML), so the start-up bundle carries only the layout around the pages.
 */
const PARTS: PartLoaders = import.meta.glob<Record<string, unknown>>([
  '/src/views/pages/LandingPage.tsx',
  '/src/views/pages/MintPage.tsx',
  '/src/routes/OtherRoutes.tsx',
]);
const LandingPage = lazyPart(PARTS, '/src/views/pages/LandingPage.tsx', 'LandingPage');
const MintPage = lazyPart<ComponentProps<typeof MintPageComponent>>(PARTS, '/src/views/pages/MintPage.tsx', 'MintPage');
const OtherRoutes = lazyPart(PARTS, '/src/routes/OtherRoutes.tsx', 'OtherRoutes');

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
