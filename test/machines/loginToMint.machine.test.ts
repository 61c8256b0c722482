import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import { loginToMintMachine, selectLoginStage, selectMintLoginRef } from '../../machines/loginToMint';
import { endsWhenTold, stopsAtStart } from './childStandIns';

/** The Mint page's 'Log in to mint' with the login steps stood in for (they have their own tests). */

const STEPS_INPUT = { policyId: 'policy-1', tokenName: 'BAYC', coldWalletRequired: true };
const WALLETS = { hotWallet: '0xa11ce', coldWallet: { address: '0xc01d', nonce: 'n-1' } };

const steps = endsWhenTold('mintLogin', WALLETS);
const brokenSteps = stopsAtStart('mintLogin', 'login broke');

let running: Actor<AnyActorLogic> | undefined;
afterEach(() => running?.stop());

/** `loads` says, load after load, whether the steps' code arrives (it does once the list ends). */
function start(parts: { resumes?: boolean; loads?: readonly boolean[]; mintLogin?: AnyActorLogic } = {}) {
  const failures: unknown[] = [];
  const loads = [...(parts.loads ?? [])];
  let loadCount = 0;
  const actor = createActor(
    loginToMintMachine.provide({
      actors: {
        loadLogin: fromPromise(async () => {
          loadCount += 1;
          if (loads.shift() === false) throw new Error('the login chunk did not load');
        }),
        mintLogin: (parts.mintLogin ?? steps) as never,
      },
      actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
    }),
    { input: { ...STEPS_INPUT, resumes: parts.resumes ?? false } },
  );
  running = actor as never;
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, failures, settled, loadCount: () => loadCount };
}

const stepsInput = (actor: Actor<typeof loginToMintMachine>) =>
  (selectMintLoginRef(actor.getSnapshot())?.getSnapshot() as unknown as { context: { input: unknown } }).context.input;

describe("'Log in to mint' (spec sections 2 and 4)", () => {
  it("loads the login's code only when pressed, runs the steps with the sale's input, and ends with the wallets", async () => {
    const { actor, settled, loadCount } = start();
    await settled();
    expect(selectLoginStage(actor.getSnapshot())).toBe('idle');
    expect(loadCount()).toBe(0);
    actor.send({ type: 'loginToMint.login' });
    expect(selectLoginStage(actor.getSnapshot())).toBe('loading');
    expect(selectMintLoginRef(actor.getSnapshot())).toBeUndefined();
    await settled();
    expect(selectLoginStage(actor.getSnapshot())).toBe('running');
    expect(stepsInput(actor)).toEqual(STEPS_INPUT);
    selectMintLoginRef(actor.getSnapshot())?.send({ type: 'finish' } as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(WALLETS);
    expect(selectLoginStage(actor.getSnapshot())).toBe('running');
  });

  it('resumes by itself when back from the Twitter authorization', async () => {
    const { actor, settled, loadCount } = start({ resumes: true });
    expect(selectLoginStage(actor.getSnapshot())).toBe('loading');
    await settled();
    expect(loadCount()).toBe(1);
    expect(stepsInput(actor)).toEqual(STEPS_INPUT);
  });

  it.each([
    ["the login's code does not load", { loads: [false] }, 'the login chunk did not load'],
    ['the login steps stop', { mintLogin: brokenSteps }, 'login broke'],
  ] as const)("says it failed when %s, logs why, and loads again on 'Try again'", async (_case, parts, message) => {
    const { actor, settled, failures, loadCount } = start(parts);
    actor.send({ type: 'loginToMint.login' });
    await settled();
    expect(selectLoginStage(actor.getSnapshot())).toBe('failed');
    expect(failures).toEqual([new Error(message)]);
    actor.send({ type: 'loginToMint.retry' });
    expect(selectLoginStage(actor.getSnapshot())).toBe('loading');
    await settled();
    expect(loadCount()).toBe(2);
  });

  it("takes 'Try again' only after a failure", async () => {
    const { actor, settled, loadCount } = start();
    actor.send({ type: 'loginToMint.retry' });
    await settled();
    expect(selectLoginStage(actor.getSnapshot())).toBe('idle');
    expect(loadCount()).toBe(0);
  });
});
