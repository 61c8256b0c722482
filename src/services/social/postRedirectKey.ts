/**
 * Where the post-redirect data lives (src/services/social/postRedirectData.ts). A module of its
 * own, so that the mint page can see whether it returns from the Twitter authorization without
 * loading the data's reader (and its schema) on every visit.
 */
export const POST_REDIRECT_KEY = 'storyverse.postRedirect.v1';

/** Whether post-redirect data was saved before leaving for an authorization (it is read, and removed, once). */
export const hasPostRedirectData = (storage: Pick<Storage, 'getItem'>) => storage.getItem(POST_REDIRECT_KEY) !== null;
