/**
 * Whether a follow-verification answer (account to "is followed") says every one of `users` is
 * followed. Handles are compared case-insensitively (spec section 5); an account missing from
 * the answer is not followed.
 */
export function followsAll(users: readonly string[], follows: Readonly<Record<string, boolean>>): boolean {
  const followed = new Map(Object.entries(follows).map(([account, yes]) => [account.toLowerCase(), yes]));
  return users.every((user) => followed.get(user.toLowerCase()) === true);
}
