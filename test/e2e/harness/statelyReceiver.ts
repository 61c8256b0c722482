import { createBrowserReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';

/**
 * The Stately Inspector's receiving side, offline (test/e2e/statelyInspector.spec.ts): the page the
 * app's inspector window opens, served here in place of stately.ai/inspect. The package's own
 * receiver says it is connected to the window that opened it and hands over what arrives, which
 * this page keeps for the test to read.
 */
declare global {
  interface Window {
    /** What the receiver has had so far (test/e2e/statelyInspector.spec.ts reads it). */
    received?: StatelyInspectionEvent[];
  }
}

const received: StatelyInspectionEvent[] = [];
window.received = received;
createBrowserReceiver().subscribe((event) => received.push(event));
