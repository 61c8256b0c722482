import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type Actor } from 'xstate';
import {
  mintTransactionMachine,
  selectAwaitingWallet,
  selectSentHash,
  selectTakingLong,
  type MintTransactionEvent,
  type MintTransactionInput,
  type MintTransactionNetworkChanged,
  type ReceiptResult,
} from '../../machines/mintTransaction';

/** The on-chain mint with stand-in steps: each test scripts the ones it is about. */

const HASH = `0x${'1'.repeat(64)}`;
const SPED_UP = `0x${'2'.repeat(64)}`;
const INPUT: MintTransactionInput = {
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

/** What the user flow's watcher reports: by default logged in on the expected chain. */
type NetworkReport = Partial<Omit<MintTransactionNetworkChanged, 'type'>>;
const ON_EXPECTED: NetworkReport = {};

const running: Actor<typeof mintTransactionMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(
  options: {
    input?: Partial<MintTransactionInput>;
    prepare?: () => Promise<{ to: string; value: bigint }>;
    receipts?: Array<ReceiptResult | Error>;
    send?: () => Promise<{ hash: string }>;
    confirm?: () => Promise<void>;
    flags?: { receipt?: boolean; waitForMint?: boolean };
    /** The watcher's first report (null: none; an Error: the watcher fails). */
    network?: NetworkReport | null | Error;
  } = {},
) {
  const receipts = [...(options.receipts ?? [MINED])];
  const calls = {
    prepare: vi.fn(options.prepare ?? (async () => ({ to: '0xc', value: 0n }))),
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
    /** `askToSwitchNetwork` calls. */
    switchAsked: 0,
    /** Watchers started and stopped. */
    watching: 0,
    unwatched: 0,
    /** The stages `trackMint` recorded, and the errors among them. */
    tracked: [] as string[],
    trackedErrors: [] as unknown[],
  };
  let sendBack: ((event: MintTransactionEvent) => void) | null = null;
  /** Reports the user flow's network to the chart, as the bound watcher does. */
  const report = (network: NetworkReport) => {
    if (!sendBack) throw new Error('nothing watches the network');
    sendBack({
      type: 'mintTransaction.networkChanged',
      network: 'expected',
      loggedIn: true,
      problem: false,
      ...network,
    });
  };
  const firstReport = options.network === undefined ? ON_EXPECTED : options.network;
  const logic = mintTransactionMachine.provide({
    actors: {
      prepareMint: fromPromise(calls.prepare),
      watchNetwork: fromCallback<MintTransactionEvent>((callback) => {
        if (firstReport instanceof Error) throw firstReport;
        calls.watching++;
        sendBack = callback.sendBack;
        if (firstReport) report(firstReport);
        return () => {
          calls.unwatched++;
          sendBack = null;
        };
      }),
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
      askToSwitchNetwork: () => void calls.switchAsked++,
      trackMint: (_, params) => {
        calls.tracked.push(params.stage);
        if (params.stage === 'error') calls.trackedErrors.push(params.error);
        // The chart's own wallet failures name their kind; the binding makes the WalletError.
        if (params.stage === 'walletError') calls.trackedErrors.push({ kind: params.kind });
      },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { ...INPUT, ...options.input }, clock });
  running.push(actor);
  actor.start();
  return { actor, clock, calls, report };
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

  it('sends the prepared transaction, and tells the backend which mint it waits on', async () => {
    const { calls } = start({ input: { twitter: 'ape_fan' } });
    await flush();
    expect(calls.prepare).toHaveBeenCalledWith(
      expect.objectContaining({ input: { saleId: 'mayc', hotWallet: '0xhot', mintAndSig: INPUT.mintAndSig } }),
    );
    expect(calls.send).toHaveBeenCalledWith(expect.objectContaining({ input: { tx: { to: '0xc', value: 0n } } }));
    expect(calls.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        input: { saleId: 'mayc', hash: HASH, hotWallet: '0xhot', twitter: 'ape_fan', nonce: 'n-1' },
      }),
    );
    expect(calls.tracked).toEqual(['start', 'success']);
  });

  it('shows the wallet request while the chain is ensured and the transaction sent, then the hash', async () => {
    let sent = (_hash: { hash: string }) => {};
    const { actor, calls, report } = start({
      network: null,
      send: () => new Promise((resolve) => (sent = resolve)),
    });
    calls.receipt.mockImplementation(() => new Promise(() => {}));
    await flush();
    expect(selectAwaitingWallet(actor.getSnapshot())).toBe(true);
    expect(selectSentHash(actor.getSnapshot())).toBeNull();
    report({ network: 'expected' });
    await flush();
    expect(actor.getSnapshot().matches({ running: { work: 'sending' } })).toBe(true);
    expect(selectAwaitingWallet(actor.getSnapshot())).toBe(true);
    sent({ hash: HASH });
    await flush();
    expect(actor.getSnapshot().matches({ running: { work: 'waitingForReceipt' } })).toBe(true);
    expect(selectAwaitingWallet(actor.getSnapshot())).toBe(false);
    expect(selectSentHash(actor.getSnapshot())).toBe(HASH);
  });

  it('a failed preparation fails the mint, tracked, before anything is sent', async () => {
    const refused = new Error('prepare refused');
    const { actor, calls } = start({ prepare: () => Promise.reject(refused) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.watching).toBe(0);
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.trackedErrors).toEqual([refused]);
  });

  it('a wallet request that fails otherwise fails as failed, tracked, nothing remembered', async () => {
    const broken = new Error('wallet broke');
    const { actor, calls } = start({ send: () => Promise.reject(broken) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.trackedErrors).toEqual([broken]);
    expect(calls.remembered).toEqual([]);
  });

  it('a receipt that cannot be had fails the mint, tracked as a failed receipt', async () => {
    const { actor, calls } = start({ receipts: [new Error('not found after 600 tries')] });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.trackedErrors).toEqual(['the receipt failed']);
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('a resumed mint only waits: nothing is prepared or sent again', async () => {
    const { actor, calls } = start({ input: { pendingHash: HASH, mintAndSig: null } });
    await flush();
    expect(calls.tracked).toEqual(['success']);
    expect(calls.prepare).not.toHaveBeenCalled();
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.receipt).toHaveBeenCalledWith({ hash: HASH, hotWallet: '0xhot' });
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted', hash: HASH });
  });

  it('a user rejection fails as rejected, nothing remembered', async () => {
    const rejection = new Rejected();
    const { actor, calls } = start({ send: async () => Promise.reject(rejection) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'rejected' });
    expect(calls.remembered).toEqual([]);
    expect(calls.trackedErrors).toEqual([rejection]);
  });

  it('a speed-up waits for the replacement and remembers its hash', async () => {
    const { actor, calls } = start({ receipts: [{ kind: 'repriced', hash: SPED_UP }, MINED] });
    await flush();
    expect(calls.receipt.mock.calls.map(([input]) => input.hash)).toEqual([HASH, SPED_UP]);
    expect(calls.remembered).toEqual([HASH, SPED_UP]);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted', hash: SPED_UP });
  });

  it('a cancelled transaction fails as cancelled, even when receipt errors count as success', async () => {
    const cancelled = new Cancelled();
    const { actor, calls } = start({ receipts: [cancelled], flags: { receipt: true } });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'cancelled' });
    expect(calls.trackedErrors).toEqual([cancelled]);
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
    expect(tolerant.actor.getSnapshot().output).toEqual({
      outcome: 'minted',
      hash: HASH,
      nfts: [],
      notice: 'receiptUnverified',
    });
  });

  it('a failed wait for minting fails, or finishes with its notice when treatWaitForMintAsSuccess is set', async () => {
    const refused = new Error('post mint');
    const confirm = () => Promise.reject(refused);
    const failing = start({ confirm });
    await flush();
    expect(failing.actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(failing.calls.trackedErrors).toEqual([refused]);

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
    expect(selectTakingLong(actor.getSnapshot())).toBe(false);
    clock.increment(30_000);
    await flush();
    expect(selectTakingLong(actor.getSnapshot())).toBe(true);
    expect(calls.slow).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('ensuring the chain before sending', () => {
  const at = (actor: Actor<typeof mintTransactionMachine>, step: 'checking' | 'switching') =>
    actor.getSnapshot().matches({ running: { work: { ensuringChain: step } } });

  it('on the expected chain sends at once, asks for no switch, and stops watching', async () => {
    const { actor, calls } = start();
    await flush();
    expect(calls.switchAsked).toBe(0);
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(calls.watching).toBe(1);
    expect(calls.unwatched).toBe(1);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted' });
  });

  it('waits for the first report of the user flow before deciding', async () => {
    const { actor, calls, report } = start({ network: null });
    await flush();
    expect(at(actor, 'checking')).toBe(true);
    report({ network: 'switching' });
    await flush();
    expect(at(actor, 'checking')).toBe(true);
    expect(calls.switchAsked).toBe(0);
    report({ network: 'expected' });
    await flush();
    expect(calls.send).toHaveBeenCalledTimes(1);
  });

  it('on the wrong chain asks once to switch, waits through a stopped switch, and sends when switched', async () => {
    const { actor, calls, report } = start({ network: { network: 'wrong' } });
    await flush();
    expect(at(actor, 'switching')).toBe(true);
    expect(calls.switchAsked).toBe(1);
    report({ network: 'switching' });
    // The user stops waiting for the wallet (no problem): the banner offers the switch again.
    report({ network: 'wrong' });
    report({ network: 'switching' });
    await flush();
    expect(at(actor, 'switching')).toBe(true);
    expect(calls.switchAsked).toBe(1);
    expect(calls.send).not.toHaveBeenCalled();
    report({ network: 'expected' });
    await flush();
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(calls.unwatched).toBe(1);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'minted', hash: HASH });
  });

  it('a problem shown before the switch was asked is not a refusal: the switch is asked', async () => {
    const { actor, calls } = start({ network: { network: 'wrong', problem: true } });
    await flush();
    expect(at(actor, 'switching')).toBe(true);
    expect(calls.switchAsked).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a refused switch fails as rejected (userRejected), sends nothing', async () => {
    const { actor, calls, report } = start({ network: { network: 'wrong' } });
    await flush();
    report({ network: 'switching' });
    report({ network: 'wrong', problem: true });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'rejected' });
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.trackedErrors).toEqual([expect.objectContaining({ kind: 'userRejected' })]);
    expect(calls.forgotten).toBe(1);
    expect(calls.unwatched).toBe(1);
  });

  it('a problem while the chain is unknown is not a refusal: the switch is still awaited', async () => {
    const { actor, calls, report } = start({ network: { network: 'wrong' } });
    await flush();
    report({ network: null, problem: true });
    await flush();
    expect(at(actor, 'switching')).toBe(true);
    expect(calls.trackedErrors).toEqual([]);
  });

  it('logging out while switching fails as disconnected, sends nothing', async () => {
    const { actor, calls, report } = start({ network: { network: 'wrong' } });
    await flush();
    report({ network: null, loggedIn: false });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.trackedErrors).toEqual([expect.objectContaining({ kind: 'disconnected' })]);
  });

  it('nobody logged in fails as disconnected without asking for a switch', async () => {
    const { actor, calls } = start({ network: { network: null, loggedIn: false } });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.switchAsked).toBe(0);
    expect(calls.trackedErrors).toEqual([expect.objectContaining({ kind: 'disconnected' })]);
  });

  it('a watcher that cannot follow the user flow fails the mint', async () => {
    const broken = new Error('the user flow is not running');
    const { actor, calls } = start({ network: broken });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.trackedErrors).toEqual([broken]);
  });

  it('stopping the mint while it waits for the switch stops watching', async () => {
    const { actor, calls } = start({ network: { network: 'wrong' } });
    await flush();
    expect(calls.watching).toBe(1);
    actor.stop();
    expect(calls.unwatched).toBe(1);
  });
});

describe('the unbound rules', () => {
  /** The chart with its steps stood in for and none of its rules bound. */
  function unbound(steps: { send?: () => Promise<{ hash: string }>; receipt?: () => Promise<ReceiptResult> }) {
    const logic = mintTransactionMachine.provide({
      actors: {
        prepareMint: fromPromise(async () => ({ to: '0xc', value: 0n })),
        watchNetwork: fromCallback<MintTransactionEvent>(({ sendBack }) =>
          sendBack({ type: 'mintTransaction.networkChanged', network: 'expected', loggedIn: true, problem: false }),
        ),
        sendTransaction: fromPromise(steps.send ?? (async () => ({ hash: HASH }))),
        waitForReceipt: fromPromise(steps.receipt ?? (async () => MINED)),
        waitForMintingOf: fromPromise(() => Promise.reject(new Error('post mint'))),
      },
    });
    const actor = createActor(logic, { input: INPUT });
    running.push(actor);
    return actor.start();
  }

  it('take no failed wallet request for a refusal', async () => {
    const actor = unbound({ send: () => Promise.reject(new Rejected()) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
  });

  it('take no failed receipt for a cancel or a network fault, nor a success', async () => {
    const actor = unbound({ receipt: () => Promise.reject(new NetworkDown()) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
  });

  it('take no failed wait for minting for a success', async () => {
    const actor = unbound({});
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
  });
});
