/**
 * `npm run test:hosts`, first part: the production build the hosts serve (dist-hosts/) and the
 * hosts' local runtimes (scripts/hosts/hostTools.ts). test/hosts/playwright.config.ts then
 * serves that build on Cloudflare's, Netlify's and our own server and walks the route table.
 */
import { fileURLToPath } from 'node:url';
import { buildProduction } from '../build/buildProduction';
import { HOSTS_BUILD } from '../../test/hosts/hosts';
import { ensureHostTools } from './hostTools';

const root = fileURLToPath(new URL('../../', import.meta.url));
ensureHostTools(root);
await buildProduction(root, `${root}${HOSTS_BUILD}`);
console.info(`built ${HOSTS_BUILD}/`);
