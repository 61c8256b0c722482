import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import { mintStepMachine, selectMintTransactionRef, type MintStepInput } from '../../machines/mintStep';
import { endsWhenTold, stopsAtStart } from './childStandIns';

/** Minting's mint with the on-chain mint stood in for (it has its own tests). */

const INPUT: MintStepInput = {
  saleId: 'bayc',
  confirmsMint: true,
  hotWallet: '0xa11ce',
  twitter: null,
  nonce: 'n-1',
  mintAndSig: { rawMessage: 'raw', signature: '0xsig' },
  pendingHash: null,
};
const MINTED = { outcome: 'minted', hash: '0xh', nfts: [{ id: '1', contractAddress: '0xc' }], notice: null } as const;

/** An on-chain mint that keeps its input and ends as the test says when told `finish`. */
const mintEndingWith = (output: unknown) => endsWhenTold('mintTransaction', output);

let running: Actor<AnyActorLogic> | undefined;
afterEach(() => {
  running?.stop();
  vi.restoreAllMocks();
});

function start(parts: { loads?: boolean; mintTransaction?: AnyActorLogic } = {}) {
  const failures: unknown[] = [];
  const actor = createActor(
    mintStepMachine.provide({
      actors: {
        loadSteps: fromPromise(async () => {
          if (parts.loads === false) throw new Error('the steps chunk did not load');
        }),
        mintTransaction: (parts.mintTransaction ?? mintEndingWith(MINTED)) as never,
      },
      actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
    }),
    { input: INPUT },
  );
  running = actor as never;
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, failures, settled };
}

describe("Minting's mint (spec sections 2, 4 and 8)", () => {
  it("loads the mint's code, runs the on-chain mint with the page's input, and ends with its end", async () => {
    const { actor, settled } = start();
    expect(selectMintTransactionRef(actor.getSnapshot())).toBeUndefined();
    await settled();
    const minting = selectMintTransactionRef(actor.getSnapshot());
    expect((minting?.getSnapshot() as unknown as { context: { input: unknown } }).context.input).toEqual(INPUT);
    minting?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().output).toEqual(MINTED);
  });

  it("ends with the wallet's refusal as it came", async () => {
    const { actor, settled } = start({ mintTransaction: mintEndingWith({ outcome: 'failed', reason: 'rejected' }) });
    await settled();
    selectMintTransactionRef(actor.getSnapshot())?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'rejected' });
  });

  it.each([
    ["the mint's code does not load", { loads: false }, 'the steps chunk did not load'],
    ['the on-chain mint stops', { mintTransaction: stopsAtStart('mintTransaction', 'mint broke') }, 'mint broke'],
  ] as const)('ends as a failed mint when %s, and logs why', async (_case, parts, message) => {
    const { actor, settled, failures } = start(parts);
    await settled();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'failed' });
    expect(failures).toEqual([new Error(message)]);
  });
});
