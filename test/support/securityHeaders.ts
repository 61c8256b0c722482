/**
 * The security headers every path of the site must carry (README, "Deployment"), checked the
 * same way on the rules a build writes, on `npm run serve`'s answers and on each host's: what is
 * wrong with one set of headers, named, or nothing. Header names in any letter case.
 */

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

export function securityHeaderProblems(headers: Readonly<Record<string, string | undefined>>): string[] {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value ?? '']));
  const header = (name: string) => byName.get(name) ?? '';
  const policy = directives(header('content-security-policy'));
  const checks: [boolean, string][] = [
    [policy.get('frame-ancestors') === "frame-ancestors 'none'", "CSP without frame-ancestors 'none'"],
    [policy.get('object-src') === "object-src 'none'", "CSP without object-src 'none'"],
    [policy.get('base-uri') === "base-uri 'none'", "CSP without base-uri 'none'"],
    [
      !/'unsafe-(eval|inline)'/.test(policy.get('script-src') ?? ''),
      "CSP script-src with 'unsafe-eval' or 'unsafe-inline'",
    ],
    [
      /^max-age=\d{8,}; includeSubDomains$/.test(header('strict-transport-security')),
      'no two-year HSTS with subdomains',
    ],
    [header('referrer-policy') === 'strict-origin-when-cross-origin', 'another Referrer-Policy'],
    [header('x-content-type-options') === 'nosniff', 'no X-Content-Type-Options: nosniff'],
    [header('permissions-policy').includes('camera=()'), 'a Permissions-Policy that does not refuse the camera'],
  ];
  return checks.filter(([passes]) => !passes).map(([, problem]) => problem);
}
