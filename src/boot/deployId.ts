/**
 * The deploy a site serves (issue 77): the build writes an id of its own output into
 * DEPLOY_ID_PATH (scripts/hosting/writeHostingFiles.ts), served to be checked on every use. The
 * boot asks for it, past every cache, only when a chunk failed for good: whether the site answers
 * at all (a reload while the network is down would show the browser's error page instead of the
 * page), and which deploy a reload would bring, so that the reload is guarded per deploy.
 *
 * Part of the boot chunk, so kept small and free of dependencies.
 */

/** Where the build writes its deploy id. */
export const DEPLOY_ID_PATH = '/deploy-id.txt';

/** A deploy id as the build writes it: hexadecimal digits of a hash. */
const DEPLOY_ID = /^[0-9a-f]{16,64}$/;

/**
 * The id of the deploy the site serves now; null when the site cannot be reached or answers
 * something else (the development server answers its page: there is no deploy to reload for).
 */
export async function currentDeployId(fetchFile: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchFile(DEPLOY_ID_PATH, { cache: 'no-store' });
    const text = response.ok ? (await response.text()).trim() : '';
    return DEPLOY_ID.test(text) ? text : null;
  } catch {
    return null;
  }
}
