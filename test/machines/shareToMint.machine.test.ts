import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import {
  selectShareRef,
  selectShareStage,
  shareToMintMachine,
  type ShareToMintInput,
} from '../../machines/shareToMint';
import { endsWhenTold, stopsAtStart } from './childStandIns';

/**
 * MintShare's share to mint with the share stood in for (it has its own tests): what it is given,
 * how the chart ends, the missing signature, and a failure with its Try again. The mint page's use
 * of its end is tested in ./mintPage.machine.test.ts.
 */

const INPUT: ShareToMintInput = {
  signed: true,
  share: {
    story: { walletAddress: '0xa11ce', storyId: 'story-1' },
    hotWallet: '0xa11ce',
    connectedWallet: '0xa11ce',
    alreadyShared: false,
    postRedirectData: { email: null, twitter: 'ape_fan' },
  },
};

/** A share that ends with a tweet when the test says `finish`, and one that stops as it starts. */
const share = endsWhenTold('share', { source: 'Twitter' });
const brokenShare = stopsAtStart('share', 'share broke');

let running: Actor<AnyActorLogic> | undefined;
afterEach(() => running?.stop());

function start(input: Partial<ShareToMintInput>, loads: boolean[] = [true], shareLogic: AnyActorLogic = share) {
  const failures: unknown[] = [];
  let loadCalls = 0;
  const actor = createActor(
    shareToMintMachine.provide({
      actors: {
        loadSteps: fromPromise(async () => {
          if (!(loads[loadCalls++] ?? true)) throw new Error('the steps chunk did not load');
        }),
        share: shareLogic as never,
      },
      actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
    }),
    { input: { ...INPUT, ...input } },
  );
  running = actor as never;
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, failures, settled };
}

describe("MintShare's share to mint (spec sections 2, 4 and 8)", () => {
  it("loads the share's code, runs the share with what the page gave, and ends with its end", async () => {
    const { actor, settled } = start({});
    expect(selectShareStage(actor.getSnapshot())).toBe('loading');
    await settled();
    expect(selectShareStage(actor.getSnapshot())).toBe('sharing');
    const sharing = selectShareRef(actor.getSnapshot());
    expect((sharing?.getSnapshot() as unknown as { context: { input: unknown } }).context.input).toEqual(INPUT.share);
    sharing?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ source: 'Twitter' });
    // Shared: the page starts the mint, and the button stays as it was until then.
    expect(selectShareStage(actor.getSnapshot())).toBe('sharing');
  });

  it("says 'Missing mint data.' without a signature, loading nothing", async () => {
    const { actor, settled } = start({ signed: false });
    await settled();
    expect(selectShareStage(actor.getSnapshot())).toBe('missingData');
    expect(actor.getSnapshot().children.loadSteps).toBeUndefined();
  });

  it("says the share failed when its code does not load, logs why, and loads it again on 'Try again'", async () => {
    const { actor, settled, failures } = start({}, [false, true]);
    await settled();
    expect(selectShareStage(actor.getSnapshot())).toBe('shareFailed');
    expect(failures).toEqual([new Error('the steps chunk did not load')]);
    actor.send({ type: 'shareToMint.retry' });
    await settled();
    expect(selectShareStage(actor.getSnapshot())).toBe('sharing');
  });

  it("says the share failed when the share stops, logs why, and shares again on 'Try again'", async () => {
    const { actor, settled, failures } = start({}, [true, true], brokenShare);
    await settled();
    expect(selectShareStage(actor.getSnapshot())).toBe('shareFailed');
    expect(failures).toEqual([new Error('share broke')]);
    actor.send({ type: 'shareToMint.retry' });
    expect(selectShareStage(actor.getSnapshot())).toBe('loading');
  });
});
