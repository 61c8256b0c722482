/**
 * The follow check found the social login gone: its credentials were refused (spec section 8: a
 * SocialApiError 403 'Auth error. Please try again.', with the slot cleared) or there were none
 * left to use (FollowVerifyNotLoggedInError). The visitor must connect the account again.
 *
 * It reads the error's `code` (errors/errors.ts) rather than importing the classes, and lives
 * outside errors/ (a chunk every page loads): the landing page's bytes stay as they were.
 */
export function isSocialLoginGone(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  return (code === 'socialApi' && status === 403) || code === 'followVerifyNotLoggedIn';
}
