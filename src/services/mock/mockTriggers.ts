/**
 * Query-parameter triggers that make mock calls fail with 'Mock error' (spec section 8),
 * read at call time so a tester can add them to the address mid-flow.
 */
export interface MockTriggers {
  errorOnSign: boolean;
  errorOnMinting: boolean;
  errorOnWaitingForMintOf: boolean;
  /** The newsletter sign-up fails ('Error occurred.'). */
  errorOnEmailSub: boolean;
}

export function readMockTriggers(search: string): MockTriggers {
  const params = new URLSearchParams(search);
  const on = (name: string) => params.has(name) && !['0', 'false'].includes(params.get(name)?.toLowerCase() ?? '');
  return {
    errorOnSign: on('errorOnSign'),
    errorOnMinting: on('errorOnMinting'),
    errorOnWaitingForMintOf: on('errorOnWaitingForMintOf'),
    errorOnEmailSub: on('errorOnEmailSub'),
  };
}
