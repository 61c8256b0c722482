import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './src/config/contentSecurityPolicy.ts';
import { readConfig } from './src/config/readConfig.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { preloadHelper } from './scripts/build/preloadHelper.ts';
import { startupChunks } from './scripts/build/startupChunk.ts';
import { stripMachineDescriptions } from './scripts/build/stripMachineDescriptions.ts';
import { prerenderPlugin } from './scripts/prerender/prerenderPlugin.ts';

// The preview server (production build) and the dev server share one address so that
// the README, Playwright and the ready marker docs can name it.
const host = '127.0.0.1';

/**
 * The built index.html declares the app's Content-Security-Policy in a <meta> element (every host
 * serves it), and the preview server also sends it as a header with frame-ancestors, which only a
 * header can carry. The dev server sends none: its hot reload runs inline scripts.
 */
function contentSecurityPolicyPlugin(policyInMeta: string): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policyInMeta },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const config = readConfig(env);
  // The statechart viewer (src/inspect): development and mock builds, or VITE_INSPECT=on. Elsewhere
  // its entry resolves to a stub, so neither its code nor elkjs's script is built (src/app/createApp.tsx
  // tests the same).
  const inspector = config.env !== 'production' || env.VITE_INSPECT === 'on';
  const startup = startupChunks('src/main.tsx', 'src/app/createApp.tsx');
  return {
    resolve: {
      alias: [
        // Emotion's withTheme, never used here, is the only user of this package (and of react-is).
        {
          find: /^hoist-non-react-statics$/,
          replacement: fileURLToPath(new URL('./src/shims/noHoistNonReactStatics.ts', import.meta.url)),
        },
        /*
         * @xstate/react and wouter import the shims of useSyncExternalStore, which carry a copy of
         * the hook for React before 18 beside the one React 19 has built in. The packages' entries
         * for React 18 and later use React's own: `check:size` measured the start-up bundle
         * 107.40 -> 107.20 kB gzip.
         */
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
        ...(inspector
          ? []
          : [
              {
                find: /^\.\.\/inspect\/inspectEntry$/,
                replacement: fileURLToPath(new URL('./src/inspect/noInspector.ts', import.meta.url)),
              },
            ]),
      ],
    },
    // The configuration, validated here, is a constant of the build (src/config/index.ts).
    define: { __APP_CONFIG__: JSON.stringify(config) },
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      contentSecurityPolicyPlugin(contentSecurityPolicy(config, { header: false })),
      prerenderPlugin(fileURLToPath(new URL('.', import.meta.url))),
      startup.plugin,
      // The libraries every page runs at once compile as they stream in, off the main thread.
      compileHints(['framework']),
      // Vite's preload helper without what this build never needs (no style sheets).
      preloadHelper(),
      // The charts' descriptions are for their readers: the viewer shows them, production needs none.
      ...(inspector ? [] : [stripMachineDescriptions()]),
    ],
    server: { host, port: 5173, strictPort: true },
    preview: {
      host,
      port: 4173,
      strictPort: true,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(config, { header: true }) },
    },
    build: {
      target: 'es2022',
      // Every browser that runs es2022 supports <link rel=modulepreload>: the polyfill would only
      // weigh on the start-up bundle.
      modulePreload: { polyfill: false },
      // The size budget (scripts/check-size.ts) reads the manifest to find what the landing route loads.
      manifest: true,
      sourcemap: true,
      // The start-up code as two chunks, not a dozen (scripts/build/startupChunk.ts).
      rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
    },
  };
});
