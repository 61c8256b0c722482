import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import { mintingMachine, type MintingInput, type ReceiptResult } from '../../machines/minting';

/** The on-chain mint with stand-in steps: each test scripts the ones it is about. */

const HASH = `0x${'1'.repeat(64)}`;
const SPED_UP = `0x${'2'.repeat(64)}`;
const INPUT: MintingInput = {
  saleId: 'mayc',
  confirmsMint: true,
  hotWallet: '0xhot',
  twitter: null,
  nonce: 'n-1',
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  pendingHash: null,
};
const MINED: ReceiptResult = { kind: 'mined', status: 1, nfts: [{ id: '7', contractAddress: '0xc' }] };

class NetworkDown extends Error {}
class Cancelled extends Error {}
class Rejected extends Error {}

const running: Actor<typeof mintingMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(
  options: {
    input?: Partial<MintingInput>;
    receipts?: Array<ReceiptResult | Error>;
    send?: () => Promise<{ hash: string }>;
    confirm?: () => Promise<void>;
    flags?: { receipt?: boolean; waitForMint?: boolean };
  } = {},
) {
  const receipts = [...(options.receipts ?? [MINED])];
  const calls = {
    prepare: vi.fn(async () => ({ to: '0xc', value: 0n })),
    send: vi.fn(options.send ?? (async () => ({ hash: HASH }))),
    receipt: vi.fn(async (_input: { hash: string; hotWallet: string }) => {
      const next = receipts.shift() ?? MINED;
      if (next instanceof Error) throw next;
      return next;
    }),
    confirm: vi.fn(options.confirm ?? (async () => {})),
    remembered: [] as string[],
    forgotten: 0,
    slow: 0,
  };
  const logic = mintingMachine.provide({
    actors: {
      prepareMint: fromPromise(calls.prepare),
      ensureChain: fromPromise(async () => {}),
      sendTransaction: fromPromise(calls.send),
      waitForReceipt: fromPromise(({ input }) => calls.receipt(input)),
      waitForMintingOf: fromPromise(calls.confirm),
    },
    guards: {
      isUserRejection: (_, params) => params.error instanceof Rejected,
      isReplaced: (_, params) => params.error instanceof Cancelled,
      isNetworkFault: (_, params) => params.error instanceof NetworkDown,
      treatsReceiptErrorAsSuccess: () => options.flags?.receipt ?? false,
      treatsWaitForMintAsSuccess: () => options.flags?.waitForMint ?? false,
    },
    actions: {
      rememberPendingMint: (_, params) => void calls.remembered.push(params.hash),
      forgetPendingMint: () => void calls.forgotten++,
      logSlowMint: () => void calls.slow++,
      trackMint: () => {},
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { ...INPUT, ...options.input }, clock });
  running.push(actor);
  actor.start();
  return { actor, clock, calls };
}

describe('the on-chain mint', () => {
  it('prepares, sends once, remembers the hash, waits, confirms, and forgets the hash', async () => {
    const { actor, calls } = start();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'minted', hash: HASH, nfts: MINED.nfts, notice: null });
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(calls.remembered).toEqual([HASH]);
    expect(calls.confirm).toHaveBeenCalledTimes(1);
    expect(calls.forgotten).toBe(1);
  });

  it('a resumed mint only waits: nothing is prepared or sent again', async () => {
    const { actor, calls } = start({ input: { pendingHash: HASH, mintAndSig: null } });
    await flush();
    expect(calls.prepare).not.toHaveBeenCalled();
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.receipt).toHaveBeenCalledWith({ hash: HASH, hotWallet: '0xhot' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted', hash: HASH });
  });

  it('a user rejection fails as rejected, nothing remembered', async () => {
    const { actor, calls } = start({ send: async () => Promise.reject(new Rejected()) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'rejected' });
    expect(calls.remembered).toEqual([]);
  });

  it('a speed-up waits for the replacement and remembers its hash', async () => {
    const { actor, calls } = start({ receipts: [{ kind: 'repriced', hash: SPED_UP }, MINED] });
    await flush();
    expect(calls.receipt.mock.calls.map(([input]) => input.hash)).toEqual([HASH, SPED_UP]);
    expect(calls.remembered).toEqual([HASH, SPED_UP]);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted', hash: SPED_UP });
  });

  it('a cancelled transaction fails as cancelled, even when receipt errors count as success', async () => {
    const { actor } = start({ receipts: [new Cancelled()], flags: { receipt: true } });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'cancelled' });
  });

  it('a network fault while waiting pauses, then waits again (no failure)', async () => {
    const { actor, clock, calls } = start({ receipts: [new NetworkDown(), MINED] });
    await flush();
    expect(actor.getSnapshot().matches({ running: { work: 'pollPaused' } })).toBe(true);
    clock.increment(4_999);
    await flush();
    expect(calls.receipt).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(calls.receipt).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted' });
  });

  it('a reverted receipt fails, or finishes with its notice when treatReceiptErrorAsSuccess is set', async () => {
    const reverted: ReceiptResult = { kind: 'mined', status: 0, nfts: [] };
    const failing = start({ receipts: [reverted] });
    await flush();
    expect(failing.actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(failing.calls.confirm).not.toHaveBeenCalled();

    const tolerant = start({ receipts: [reverted], flags: { receipt: true } });
    await flush();
    expect(tolerant.actor.getSnapshot().output).toMatchObject({ outcome: 'minted', notice: 'receiptUnverified' });
  });

  it('a failed wait for minting fails, or finishes with its notice when treatWaitForMintAsSuccess is set', async () => {
    const confirm = () => Promise.reject(new Error('post mint'));
    const failing = start({ confirm });
    await flush();
    expect(failing.actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });

    const tolerant = start({ confirm, flags: { waitForMint: true } });
    await flush();
    expect(tolerant.actor.getSnapshot().output).toMatchObject({ outcome: 'minted', notice: 'waitForMintUnconfirmed' });
  });

  it('collection sales are not confirmed with the backend', async () => {
    const { actor, calls } = start({ input: { confirmsMint: false } });
    await flush();
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted' });
  });

  it('says it takes long after 5 minutes (checked every 30 s), and keeps waiting', async () => {
    const { actor, clock, calls } = start({ receipts: [] });
    calls.receipt.mockImplementation(() => new Promise(() => {}));
    await flush();
    // Nine checks (4.5 minutes): on time.
    for (let check = 0; check < 9; check++) clock.increment(30_000);
    await flush();
    expect(actor.getSnapshot().matches({ running: { progress: 'slow' } })).toBe(false);
    clock.increment(30_000);
    await flush();
    expect(actor.getSnapshot().matches({ running: { progress: 'slow' } })).toBe(true);
    expect(calls.slow).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
