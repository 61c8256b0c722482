import type { AnyActorRef } from 'xstate';
import { IDLE_SESSION, type MintPageActorRef, type MintSession } from '../../../machines/mintPage';

/**
 * The mint page as one of its screens reads it while the page holds still: its children (the
 * child chart under test), its session and the connected wallet. It takes no events and never
 * changes, so a screen rendered around it shows what the child chart does, alone.
 */
export function mintPageHoldingStill(
  children: Record<string, AnyActorRef>,
  session: MintSession = IDLE_SESSION,
): MintPageActorRef {
  const snapshot = { children, context: { session, connectedWallet: null }, can: () => false };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => {} }),
    send: () => {},
  } as unknown as MintPageActorRef;
}
