/**
 * A valid e-mail address for the newsletter (spec section 5): one '@', a local part and a dotted
 * domain, no spaces, at most 254 characters. The same shape browsers accept for type=email, with a
 * dot required in the domain because a newsletter cannot reach an intranet host.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
