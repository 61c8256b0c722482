import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import base from '../../../vite.config.ts';
import { FLOWS_PORT, STATELY_RECEIVER_PAGE } from './harnessServer.ts';
import { uncompressed } from '../uncompressed.ts';

/**
 * The flow harness (test/e2e/flows.spec.ts, mintPagePaths.flows.spec.ts): a production build of one
 * page that renders a flow alone in its small view, or the whole app with a controlled mint flow,
 * with the real bindings and the mock services. It lives beside the app build (dist-flows/, port
 * FLOWS_PORT), so the app's bundles never contain it.
 *
 * Its root is the project's, as the app's: the route tables glob their pages by paths from the
 * root ('/src/views/pages/…', src/views/hydration/lazyPart.ts). The page itself is this folder's
 * index.html, written to the output's top; the prerender is the app's alone. Beside it, the Stately
 * Inspector's receiving side, at its own path.
 */
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PAGE = 'test/e2e/harness/index.html';

/** The harness page at the output's top, where the preview server serves it for every path. */
const pageAtTop: Plugin = {
  name: 'harness-page-at-top',
  // After Vite's HTML plugin has emitted the page.
  enforce: 'post',
  generateBundle(_, bundle) {
    const page = bundle[PAGE];
    if (page) page.fileName = 'index.html';
  },
};

const withoutPrerender = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins
    .flat()
    .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'prerender'));

export default defineConfig((env) => {
  const app = base(env) as UserConfig;
  return mergeConfig(
    { ...app, plugins: withoutPrerender(app.plugins) },
    {
      root: projectRoot,
      publicDir: false,
      plugins: [pageAtTop, uncompressed()],
      build: {
        outDir: `${projectRoot}dist-flows`,
        emptyOutDir: true,
        manifest: false,
        sourcemap: false,
        rolldownOptions: { input: [`${projectRoot}${PAGE}`, `${projectRoot}${STATELY_RECEIVER_PAGE}`] },
      },
      preview: { port: FLOWS_PORT },
    },
  );
});
