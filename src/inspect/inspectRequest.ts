/**
 * Which statechart viewer the address asks for: `?inspect=stately` the Stately Inspector
 * (@statelyai/inspect, issue 53), `?inspect` with no value or any other the app's own viewer (issue
 * 12), no `inspect` none. Read from the query only; its value is compared, never used.
 */
export type InspectRequest = 'viewer' | 'stately' | null;

export function inspectRequestOf(search: string): InspectRequest {
  const params = new URLSearchParams(search);
  if (!params.has('inspect')) return null;
  return params.getAll('inspect').includes('stately') ? 'stately' : 'viewer';
}
