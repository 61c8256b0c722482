import type { Server } from 'node:http';

/** Stops an HTTP server now: open keep-alive connections would otherwise hold the close open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
