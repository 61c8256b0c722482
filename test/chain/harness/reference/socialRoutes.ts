import { randomBytes } from 'node:crypto';
import { asRecord, HttpFailure, Reply, requiredText, route, type Route } from './http';
import type { ReferenceState, TwitterLogin } from './referenceState';

/**
 * The social (auth) service (spec section 7, "Social v1" and "Social v2"), under /auth, and the
 * stand-in for Twitter's authorise page: a page of this backend with 'Authorize app' and 'Cancel'.
 * A v1 login returns to the app with the `auth` parameter; a v2 login (the popup) completes the
 * pending key that the app polls. Follow checks answer per handle, from the world's settings.
 */

export interface SocialDeps {
  state: () => ReferenceState;
  /** Origins a login may return to (the app's). */
  appOrigins: readonly string[];
}

const VERSIONS = ['v1', 'v1read', 'v2'] as const;
type Version = (typeof VERSIONS)[number];
const isVersion = (value: unknown): value is Version => VERSIONS.includes(value as Version);

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The stand-in's page: who logs in, and the two buttons. */
function authorisePage(version: Version, returnTo: string, pendingKey: string) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authorize Storyverse (Twitter stand-in)</title></head>
<body>
<main>
<h1>Authorize Storyverse to use your account?</h1>
<p>This is the local stack's stand-in for Twitter's authorise page (${version}).</p>
<form method="post">
${hidden('returnTo', returnTo)}${hidden('pendingKey', pendingKey)}
<label>Twitter user name <input name="userName" value="chain_tester" required pattern="\\w{1,15}"></label>
<button name="decision" value="allow">Authorize app</button>
<button name="decision" value="deny">Cancel</button>
</form>
</main>
</body></html>`;
}

const resultPage = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><main><p>${text}</p></main></body></html>`;

export function socialRoutes({ state, appOrigins }: SocialDeps): Route[] {
  const newLogin = (version: Version, userName: string): TwitterLogin => {
    const id = randomBytes(6).toString('hex');
    const login = {
      version,
      userId: String(parseInt(id, 16) % 1_000_000),
      userName,
      accessToken: `${version}-access-${id}`,
      secret: `${version}-secret-${id}`,
      refreshToken: `${version}-refresh-${id}`,
    };
    state().logins.set(login.accessToken, login);
    return login;
  };

  const checkReturnTo = (returnTo: string) => {
    const origin = URL.canParse(returnTo) ? new URL(returnTo).origin : null;
    if (!origin || !appOrigins.includes(origin)) throw new HttpFailure(400, `returnTo must be a page of the app`);
    return new URL(returnTo);
  };

  /** A follow check: handle → whether the user follows it, from the world's settings. */
  const follows = (list: unknown) => {
    if (!Array.isArray(list) || list.some((handle) => typeof handle !== 'string')) {
      throw new HttpFailure(400, 'followCheckList must be a list of handles');
    }
    const notFollowing = state().world.notFollowing.map((handle) => handle.toLowerCase());
    return Object.fromEntries(list.map((handle: string) => [handle, !notFollowing.includes(handle.toLowerCase())]));
  };

  return [
    route('GET', /^\/auth\/twitter\/authorize\/([^/]+)$/, ({ params: [version], query }) => {
      if (!isVersion(version)) throw new HttpFailure(404, `no api version ${version}`);
      const returnTo = checkReturnTo(query.get('returnTo') ?? '').href;
      const pendingKey = query.get('pendingKey') ?? '';
      if (version === 'v2' && !state().pending.has(pendingKey)) throw new HttpFailure(400, 'unknown pendingKey');
      return Reply.html(authorisePage(version, returnTo, pendingKey));
    }),
    route('POST', /^\/auth\/twitter\/authorize\/([^/]+)$/, ({ params: [version], body }) => {
      if (!isVersion(version)) throw new HttpFailure(404, `no api version ${version}`);
      const { decision, pendingKey, userName } = asRecord(body);
      const returnTo = checkReturnTo(requiredText(body, 'returnTo'));
      const allowed = decision === 'allow';
      if (version === 'v2') {
        if (typeof pendingKey !== 'string' || !state().pending.has(pendingKey)) {
          throw new HttpFailure(400, 'unknown pendingKey');
        }
        if (!allowed) return Reply.html(resultPage('You cancelled. You can close this window.'));
        state().pending.set(pendingKey, newLogin(version, typeof userName === 'string' ? userName : 'chain_tester'));
        return Reply.html(resultPage('Authorized. Storyverse closes this window.'));
      }
      if (allowed) {
        const login = newLogin(version, typeof userName === 'string' ? userName : 'chain_tester');
        const credentials = [login.userId, login.userName, login.accessToken, login.secret, version];
        returnTo.searchParams.set('auth', JSON.stringify(credentials));
      }
      return Reply.redirect(returnTo.href);
    }),
    // Verify credentials (v1, v1read): body accessToken and accessTokenSecret; answers valid.
    route('POST', /^\/auth\/twitter\/verify\/([^/]+)$/, ({ params: [version], body }) => {
      if (!isVersion(version)) throw new HttpFailure(404, `no api version ${version}`);
      const { accessToken, accessTokenSecret } = asRecord(body);
      const login = typeof accessToken === 'string' ? state().logins.get(accessToken) : undefined;
      return { valid: login?.secret === accessTokenSecret };
    }),
    // Follow verify: followCheckList with accessToken/accessSecret (v1read) or bearerToken (v2).
    route('POST', /^\/auth\/verify$/, ({ body }) => {
      const { followCheckList, accessToken, accessSecret, bearerToken, apiVersion } = asRecord(body);
      const login = state().logins.get(String(apiVersion === 'v2' ? bearerToken : accessToken));
      const valid = apiVersion === 'v2' ? login?.version === 'v2' : login?.secret === accessSecret;
      if (!login || !valid || login.expired) throw new HttpFailure(401, 'Auth error', { message: 'Auth error' });
      return follows(followCheckList);
    }),
    route('GET', /^\/auth\/tw\/authV2\/addToPending$/, () => {
      const key = `pending-${randomBytes(8).toString('hex')}`;
      state().pending.set(key, null);
      return { key };
    }),
    // Polled: error type 2 until the user authorises in the popup (spec section 8).
    route('GET', /^\/auth\/tw\/authV2\/pending\/([^/]+)$/, ({ params: [key] }) => {
      if (!state().pending.has(key!)) return { error: { type: 1 } };
      const login = state().pending.get(key!);
      if (!login) return { error: { type: 2 } };
      const { accessToken, refreshToken, userId, userName } = login;
      return { accessToken, refreshToken, twitterUserId: userId, twitterUserName: userName };
    }),
    route('POST', /^\/auth\/twitter\/refresh$/, ({ body }) => {
      const refreshToken = requiredText(body, 'refreshToken');
      const old = [...state().logins.values()].find((login) => login.refreshToken === refreshToken);
      if (!old) throw new HttpFailure(401, 'Auth error', { message: 'Auth error' });
      state().logins.delete(old.accessToken);
      const fresh = newLogin(old.version, old.userName);
      return {
        accessToken: fresh.accessToken,
        refreshToken: fresh.refreshToken,
        twitterUserId: fresh.userId,
        twitterUserName: fresh.userName,
      };
    }),
  ];
}
