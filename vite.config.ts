import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The preview server (production build) and the dev server share one address so that
// the README, Playwright and the ready marker docs can name it.
const host = '127.0.0.1';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: { host, port: 5173, strictPort: true },
  preview: { host, port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // The size budget (scripts/check-size.ts) reads the manifest to find what the landing route loads.
    manifest: true,
    sourcemap: true,
  },
});
