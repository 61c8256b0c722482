import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type AnyActorRef } from 'xstate';
import { bindMintingFlow } from '../../../src/app/bindings/minting';
import { TransactionDeniedError, TransactionReplacedError } from '../../../src/domain/errors';
import type { Services } from '../../../src/services/services.types';
import { mapStorage } from '../../support/mapStorage';

/**
 * The on-chain mint as the app binds it: the wallet is moved to the expected chain (through the
 * user flow) before anything is sent, the hash is kept in session storage while the receipt is
 * waited for, and the wallet's errors are told apart.
 */

const HOT = '0x0a7000000000000000000000000000000000000a';
const HASH = `0x${'1'.repeat(64)}`;

/** A user flow stand-in: logged in on the wrong chain; 'network.switch' switches (or fails). */
function userOnWrongChain(switchSucceeds: boolean) {
  return createMachine({
    id: 'user',
    context: { problem: null as string | null, session: { address: HOT } },
    initial: 'session',
    states: {
      session: {
        initial: 'loggedIn',
        states: {
          loggedIn: {
            type: 'parallel',
            states: {
              network: {
                initial: 'wrong',
                states: {
                  wrong: { on: { 'network.switch': 'switching' } },
                  switching: {
                    after: {
                      10: switchSucceeds
                        ? { target: 'expected' }
                        : { target: 'wrong', actions: assign({ problem: 'the wallet refused' }) },
                    },
                  },
                  expected: {},
                },
              },
            },
          },
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

async function runMint(
  options: {
    switchSucceeds?: boolean;
    send?: () => Promise<{ hash: string }>;
    receiptFails?: Error;
    /** The first receipt wait fails with this, the next ones succeed. */
    receiptFailsOnce?: Error;
    online?: () => boolean;
  } = {},
) {
  const order: string[] = [];
  const sessionStorage = mapStorage();
  const services = {
    sale: {
      prepareMint: vi.fn(async () => ({ to: '0xc', value: 0n })),
      waitForMintingOf: vi.fn(async () => {}),
    },
    chain: {
      sendTransaction: vi.fn(options.send ?? (async () => ({ hash: HASH }))),
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
  const minting = bindMintingFlow({
    services: async () => services as unknown as Services,
    analytics: { track: () => {} },
    sessionStorage,
    flags: { treatReceiptErrorAsSuccess: false, treatWaitForMintAsSuccess: false },
    online: options.online ?? (() => true),
  });
  const user = userOnWrongChain(options.switchSucceeds ?? true);
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'user', systemId: 'user', src: user },
        {
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
      ],
    }),
  );
  running.push(root);
  const userActor = () => root.system.get('user') as AnyActorRef;
  root.start();
  userActor().subscribe((snapshot) => {
    if (snapshot.matches({ session: { loggedIn: { network: 'switching' } } })) order.push('switching');
  });
  services.chain.sendTransaction.mockImplementation(async () => {
    order.push('send');
    return options.send ? options.send() : { hash: HASH };
  });
  const minted = root.getSnapshot().children.minting as AnyActorRef;
  await vi.waitFor(() => expect(minted.getSnapshot().status).toBe('done'));
  return { output: minted.getSnapshot().output, order, sessionStorage, services };
}

describe('the bound on-chain mint', () => {
  it('switches a wallet on the wrong chain before sending, keeps the hash while waiting, forgets it after', async () => {
    const { output, order, sessionStorage } = await runMint();
    expect(order).toEqual(['switching', 'send', 'receipt (pending kept: true)']);
    expect(output).toMatchObject({ outcome: 'minted', hash: HASH });
    expect(sessionStorage.getItem('storyverse.pendingMint.v1')).toBeNull();
  });

  it('a refused network switch fails as rejected and sends nothing', async () => {
    const { output, order } = await runMint({ switchSucceeds: false });
    expect(output).toEqual({ outcome: 'failed', reason: 'rejected' });
    expect(order).not.toContain('send');
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
    // Past the network switch and the 5 s pause of the poll.
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
