import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../../vite.config.ts';

/**
 * The flow harness (test/e2e/flows.spec.ts): a production build of one page that renders a flow
 * alone in its small view, with the real bindings and the mock services. It lives beside the app
 * build (dist-flows/, port 4175), so the app's bundles never contain it.
 */
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export default defineConfig((env) =>
  mergeConfig(base(env), {
    root: fileURLToPath(new URL('.', import.meta.url)),
    envDir: projectRoot,
    publicDir: false,
    build: { outDir: `${projectRoot}dist-flows`, emptyOutDir: true, manifest: false, sourcemap: false },
    preview: { port: 4175 },
  }),
);
