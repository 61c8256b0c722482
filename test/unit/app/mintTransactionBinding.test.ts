import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  type AnyActorRef,
  type Observer,
  type Subscription,
} from 'xstate';
import { bindMintTransaction } from '../../../src/app/bindings/mintTransaction';
import { TransactionDeniedError, TransactionReplacedError } from '../../../src/domain/errors';
import type { AnalyticsEvent } from '../../../src/services/analytics/analytics.types';
import type { Services } from '../../../src/services/services.types';
import { mapStorage } from '../../support/mapStorage';

/**
 * The on-chain mint as the app binds it: the wallet is moved to the expected chain (through the
 * user flow) before anything is sent, the hash is kept in session storage while the receipt is
 * waited for, and the wallet's errors are told apart.
 */

const HOT = '0x0a7000000000000000000000000000000000000a';
const HASH = `0x${'1'.repeat(64)}`;

/** How the stand-in wallet answers a network switch: switched, refused, or not (yet). */
type SwitchAnswer = 'switched' | 'refused' | 'pending';

/**
 * A user flow stand-in, logged in on the given chain: 'network.switch' asks the wallet, which
 * answers as told ('network.cancel' stops waiting for it); 'logout' ends the session.
 */
function userStandIn(network: 'expected' | 'wrong', switchAnswer: SwitchAnswer) {
  return createMachine({
    id: 'user',
    context: { problem: null as string | null, session: { address: HOT } },
    initial: 'session',
    states: {
      session: {
        initial: 'loggedIn',
        states: {
          loggedIn: {
            on: { logout: 'loggedOut' },
            type: 'parallel',
            states: {
              network: {
                initial: network,
                states: {
                  wrong: { on: { 'network.switch': 'switching' } },
                  switching: {
                    entry: assign({ problem: null }),
                    on: { 'network.cancel': 'wrong' },
                    invoke: {
                      src: fromPromise(async () => {
                        if (switchAnswer === 'refused') throw new Error('the wallet refused');
                        if (switchAnswer === 'pending') await new Promise(() => {});
                      }),
                      onDone: 'expected',
                      onError: { target: 'wrong', actions: assign({ problem: 'the wallet refused' }) },
                    },
                  },
                  expected: {},
                },
              },
            },
          },
          loggedOut: {},
        },
      },
    },
  });
}

const running: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

interface MintOptions {
  /** The user flow's chain when the mint starts (default: the wrong one). */
  network?: 'expected' | 'wrong';
  /** How the wallet answers a network switch (default: it switches). */
  switchAnswer?: SwitchAnswer;
  send?: () => Promise<{ hash: string }>;
  receiptFails?: Error;
  /** The first receipt wait fails with this, the next ones succeed. */
  receiptFailsOnce?: Error;
  online?: () => boolean;
}

/**
 * Starts the user flow stand-in and, beside it, the bound mint (until 'mint.leave' stops it, as
 * leaving the page does). Records the order of the switch, the send and the receipt waits, the
 * network switches asked of the user flow, the analytics, and the subscriptions to the user flow.
 */
function startMint(options: MintOptions = {}) {
  const order: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const sessionStorage = mapStorage();
  const services = {
    sale: {
      prepareMint: vi.fn(async () => ({ to: '0xc', value: 0n })),
      waitForMintingOf: vi.fn(async () => {}),
    },
    chain: {
      sendTransaction: vi.fn(async () => {
        order.push('send');
        return options.send ? options.send() : { hash: HASH };
      }),
      waitForReceipt: vi.fn(async () => {
        if (options.receiptFails) throw options.receiptFails;
        if (options.receiptFailsOnce && services.chain.waitForReceipt.mock.calls.length === 1) {
          order.push('receipt failed');
          throw options.receiptFailsOnce;
        }
        order.push(`receipt (pending kept: ${sessionStorage.getItem('storyverse.pendingMint.v1') !== null})`);
        return { kind: 'mined' as const, receipt: { status: 1, logs: [] } };
      }),
    },
  };
  const minting = bindMintTransaction({
    services: async () => services as unknown as Services,
    analytics: { track: (event) => void tracked.push(event) },
    sessionStorage,
    flags: { treatReceiptErrorAsSuccess: false, treatWaitForMintAsSuccess: false },
    online: options.online ?? (() => true),
  });
  const user = userStandIn(options.network ?? 'wrong', options.switchAnswer ?? 'switched');
  let switchRequests = 0;
  const root = createActor(
    createMachine({
      invoke: { id: 'user', systemId: 'user', src: user },
      initial: 'minting',
      states: {
        minting: {
          on: { 'mint.leave': 'left' },
          invoke: {
            id: 'minting',
            src: minting,
            input: {
              saleId: 'mayc',
              confirmsMint: true,
              hotWallet: HOT,
              twitter: null,
              nonce: null,
              mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
              pendingHash: null,
            },
          },
        },
        left: {},
      },
    }),
    {
      inspect: (event) => {
        if (event.type === '@xstate.event' && event.event.type === 'network.switch') switchRequests++;
      },
    },
  );
  running.push(root);
  root.start();
  const userActor = root.system.get('user') as AnyActorRef;
  userActor.subscribe((snapshot) => {
    if (snapshot.matches({ session: { loggedIn: { network: 'switching' } } })) order.push('switching');
  });
  // The subscriptions made from now on (the mint's watcher), and whether each has ended.
  const subscriptions: Array<{ ended: boolean }> = [];
  const subscribe = userActor.subscribe.bind(userActor) as (observer: Observer<unknown>) => Subscription;
  vi.spyOn(userActor, 'subscribe').mockImplementation(((observer: Observer<unknown>) => {
    const record = { ended: false };
    subscriptions.push(record);
    const subscription = subscribe(observer);
    return {
      unsubscribe: () => {
        record.ended = true;
        subscription.unsubscribe();
      },
    };
  }) as never);
  const mint = root.getSnapshot().children.minting as AnyActorRef;
  return {
    root,
    user: userActor,
    mint,
    order,
    tracked,
    sessionStorage,
    services,
    subscriptions,
    switchRequests: () => switchRequests,
  };
}

async function runMint(options: MintOptions = {}) {
  const started = startMint(options);
  await vi.waitFor(() => expect(started.mint.getSnapshot().status).toBe('done'));
  return { ...started, output: started.mint.getSnapshot().output };
}

/** Waits until the mint has asked for the switch and waits for the wallet. */
async function untilSwitching(mint: AnyActorRef) {
  await vi.waitFor(() =>
    expect(mint.getSnapshot().matches({ running: { work: { ensuringChain: 'switching' } } })).toBe(true),
  );
}

describe('the bound on-chain mint', () => {
  it('switches a wallet on the wrong chain before sending, keeps the hash while waiting, forgets it after', async () => {
    const { output, order, sessionStorage, switchRequests } = await runMint();
    expect(order).toEqual(['switching', 'send', 'receipt (pending kept: true)']);
    expect(switchRequests()).toBe(1);
    expect(output).toMatchObject({ outcome: 'minted', hash: HASH });
    expect(sessionStorage.getItem('storyverse.pendingMint.v1')).toBeNull();
  });

  it('a wallet already on the expected chain is not asked to switch', async () => {
    const { output, order, switchRequests } = await runMint({ network: 'expected' });
    expect(order).toEqual(['send', 'receipt (pending kept: true)']);
    expect(switchRequests()).toBe(0);
    expect(output).toMatchObject({ outcome: 'minted', hash: HASH });
  });

  it('a refused network switch fails as rejected (userRejected) and sends nothing', async () => {
    const { output, order, tracked, switchRequests } = await runMint({ switchAnswer: 'refused' });
    expect(output).toEqual({ outcome: 'failed', reason: 'rejected' });
    expect(order).toEqual(['switching']);
    expect(switchRequests()).toBe(1);
    expect(tracked).toContainEqual(expect.objectContaining({ name: 'MintError', code: 'userRejected' }));
  });

  it("a switch the user stops is not asked again: the mint sends once the banner's switch succeeds", async () => {
    const { mint, user, order, switchRequests } = startMint({ switchAnswer: 'pending' });
    await untilSwitching(mint);
    user.send({ type: 'network.cancel' });
    expect(mint.getSnapshot().matches({ running: { work: { ensuringChain: 'switching' } } })).toBe(true);
    expect(switchRequests()).toBe(1);
    // The banner's switch, pressed by the user: the stand-in's wallet still does not answer.
    user.send({ type: 'network.switch' });
    expect(order).toEqual(['switching', 'switching']);
    expect(mint.getSnapshot().status).toBe('active');
  });

  it('logging out while the switch is asked fails as disconnected and sends nothing', async () => {
    const { mint, user, order, tracked, subscriptions } = startMint({ switchAnswer: 'pending' });
    await untilSwitching(mint);
    user.send({ type: 'logout' });
    expect(mint.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(order).not.toContain('send');
    expect(tracked).toContainEqual(expect.objectContaining({ name: 'MintError', code: 'disconnected' }));
    expect(subscriptions).toEqual([{ ended: true }]);
  });

  it('leaving the page while the switch is asked stops watching the user flow', async () => {
    const { root, mint, subscriptions, switchRequests } = startMint({ switchAnswer: 'pending' });
    await untilSwitching(mint);
    expect(subscriptions).toEqual([{ ended: false }]);
    root.send({ type: 'mint.leave' });
    expect(mint.getSnapshot().status).toBe('stopped');
    expect(subscriptions).toEqual([{ ended: true }]);
    expect(switchRequests()).toBe(1);
  });

  it("the mock's Deny is a rejection; a cancelled replacement is 'cancelled'", async () => {
    const denied = await runMint({ send: () => Promise.reject(new TransactionDeniedError()) });
    expect(denied.output).toEqual({ outcome: 'failed', reason: 'rejected' });
    const cancelled = await runMint({ receiptFails: new TransactionReplacedError() });
    expect(cancelled.output).toEqual({ outcome: 'failed', reason: 'cancelled' });
    expect(cancelled.sessionStorage.getItem('storyverse.pendingMint.v1')).toBeNull();
  });

  it('a receipt wait that fails while the browser is offline pauses the poll, then waits again', async () => {
    vi.useFakeTimers();
    // A fetch that fails offline is a plain TypeError, not the services' NetworkError: only the
    // browser's online flag tells it from a failed transaction.
    const minting = runMint({ receiptFailsOnce: new TypeError('Failed to fetch'), online: () => false });
    // Past the 5 s pause of the poll.
    await vi.advanceTimersByTimeAsync(6_000);
    const { output, order } = await minting;
    expect(order).toEqual(['switching', 'send', 'receipt failed', 'receipt (pending kept: true)']);
    expect(output).toMatchObject({ outcome: 'minted', hash: HASH });
  });

  it('the same failure while online is a failed receipt', async () => {
    const { output, order } = await runMint({ receiptFailsOnce: new TypeError('Failed to fetch') });
    expect(order).toEqual(['switching', 'send', 'receipt failed']);
    expect(output).toMatchObject({ outcome: 'failed' });
  });
});
