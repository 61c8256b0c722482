/**
 * `npm run serve [-- --dir dist] [--port 8080] [--host 127.0.0.1]`: serves a build as production
 * does (scripts/serve/hostingServer.ts): its security headers, caching, precompressed files,
 * prerendered pages, the shell for the other routes and a 404 for unknown paths.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeServer } from './serve/closeServer';
import { startHostingServer } from './serve/hostingServer';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
  },
});
const dir = resolve(values.dir);
const port = Number(values.port);

if (!existsSync(resolve(dir, '_headers'))) {
  console.error(`${dir} holds no build of this app (no _headers): run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(resolve(dir, 'index.html.br'))) {
  console.warn(
    `${values.dir} is not a production build (no precompressed files): build one with VITE_ENV=production (see the README).`,
  );
}

const server = await startHostingServer({ dir, host: values.host, port });
console.info(`serving ${values.dir} at http://${values.host}:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void closeServer(server).then(() => process.exit(0)));
}
