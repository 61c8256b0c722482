/** Where the flow harness is served (dist-flows/, test/e2e/harness/vite.config.ts) and its pages. */
export const FLOWS_PORT = 4175;
export const FLOWS_BASE_URL = `http://127.0.0.1:${FLOWS_PORT}`;
/** The Stately Inspector's receiving side, served in place of stately.ai/inspect (statelyInspector.spec.ts). */
export const STATELY_RECEIVER_PAGE = 'test/e2e/harness/statelyReceiver.html';
