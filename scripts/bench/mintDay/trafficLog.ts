/**
 * What the crowd asked of the backend, second by second from a phase's opening, seen from the
 * visitors' side (a fetch that counts): the requests offered (sent that second), the answers that
 * came (that second), and the 429s among them. A request that got no answer (a reset, a time limit)
 * is offered and never answered.
 */

export interface SecondCounts {
  offered: number;
  answered: number;
  tooMany: number;
}

export interface TrafficLog {
  /** A fetch for the app's services that counts what goes to `countedOrigin`. */
  fetch: typeof globalThis.fetch;
  /** The counts of each whole second since the opening (index 0: the first second). */
  seconds(): SecondCounts[];
}

export function createTrafficLog(
  countedOrigin: string,
  openedAt: () => number,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): TrafficLog {
  const counts: SecondCounts[] = [];
  const countsAt = (at: number) => {
    const second = Math.max(0, Math.floor((at - openedAt()) / 1000));
    for (let index = counts.length; index <= second; index += 1) counts.push({ offered: 0, answered: 0, tooMany: 0 });
    return counts[second]!;
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(countedOrigin)) return fetchImpl(input, init);
    countsAt(Date.now()).offered += 1;
    const response = await fetchImpl(input, init);
    const answeredIn = countsAt(Date.now());
    answeredIn.answered += 1;
    if (response.status === 429) answeredIn.tooMany += 1;
    return response;
  };
  return { fetch, seconds: () => counts.map((second) => ({ ...second })) };
}
