/**
 * The hosts the README names, each serving the same production build (dist-hosts/) on its own
 * local runtime, for test/hosts/hosts.spec.ts (issue 40).
 */
export const HOSTS_BUILD = 'dist-hosts';

export type HostName = 'serve' | 'cloudflare' | 'netlify';

export interface Host {
  name: HostName;
  /** How a person would say it in the README's host table. */
  label: string;
  port: number;
  /** Where it answers (netlify dev listens on localhost, the others on 127.0.0.1). */
  url: string;
  /**
   * Whether the runtime sends the build's own Cache-Control. `netlify dev` does not: its local
   * server answers every file with `public, max-age=0` (Netlify itself applies `_headers`).
   */
  appliesCacheControl: boolean;
  /** Redirects the host makes itself, from → to: Cloudflare's pretty URLs send /index.html to /. */
  ownRedirects: Readonly<Record<string, string>>;
}

export const HOSTS: readonly Host[] = [
  {
    name: 'serve',
    label: '`npm run serve`',
    port: 4181,
    url: 'http://127.0.0.1:4181',
    appliesCacheControl: true,
    ownRedirects: {},
  },
  {
    name: 'cloudflare',
    label: 'Cloudflare Pages (`wrangler pages dev`)',
    port: 4182,
    url: 'http://127.0.0.1:4182',
    appliesCacheControl: true,
    ownRedirects: { '/index.html': '/' },
  },
  {
    name: 'netlify',
    label: 'Netlify (`netlify dev --offline`)',
    port: 4183,
    url: 'http://localhost:4183',
    appliesCacheControl: false,
    ownRedirects: {},
  },
];
