import type { Plugin } from 'vite';

/**
 * The browser tests' preview servers answer without compression. Vite's preview server gzips every
 * response of a kilobyte or more as it sends it, and the browser unpacks it again: work on both
 * sides of a connection that never leaves the machine, for every script of every page a test loads.
 * Measured over the whole browser suite on two cores (one run each): the app's preview server used
 * 10.8 CPU-s with compression. No browser test reads how a response was encoded; the hosting
 * server's encodings are the chain suite's (serving.chain.spec.ts) and its own tests'.
 */
export function uncompressed(): Plugin {
  return {
    name: 'e2e-uncompressed',
    configurePreviewServer(server) {
      // Installed before the preview server's own middlewares: its compression then finds no
      // encoding the browser accepts.
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}
