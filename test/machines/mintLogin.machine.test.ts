import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import {
  mintLoginMachine,
  selectCanStartLogin,
  selectLoginStep,
  selectMintLoginIdentityProof,
  type MintLoginEvent,
} from '../../machines/mintLogin';
import { failingPart, recordingPart } from '../support/partStandIns';

/** The Mint page's login steps with stand-in watchers: the tests report the wallets themselves. */

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(
  options: {
    provider?: boolean;
    coldWalletRequired?: boolean;
    hotWallet?: string | null;
    actors?: Partial<Parameters<typeof mintLoginMachine.provide>[0]['actors']>;
  } = {},
) {
  const logic = mintLoginMachine.provide({
    actors: {
      detectWalletProvider: fromPromise(async () => options.provider ?? true),
      watchHotWallet: fromCallback<MintLoginEvent>(({ sendBack }) => {
        sendBack({ type: 'mintLogin.hotWalletChanged', address: options.hotWallet ?? null });
      }),
      watchColdWallet: fromCallback(() => {}),
      identityProof: fromCallback(() => {}) as never,
      ...options.actors,
    },
  });
  const actor = createActor(logic, {
    input: { policyId: 'policy', tokenName: 'Ape', coldWalletRequired: options.coldWalletRequired ?? true },
  });
  running.push(actor as never);
  actor.start();
  const step = () => selectLoginStep(actor.getSnapshot());
  return { actor, step };
}

describe('the mint login steps', () => {
  it('starts with the provider check (the page starts it on the press) → hot wallet → cold wallet → Done', async () => {
    const { actor, step } = start();
    expect(actor.getSnapshot().value).toBe('checkingProvider');
    await flush();
    expect(step()).toBe('LoginWithMetamask');
    actor.send({ type: 'mintLogin.hotWalletChanged', address: '0xhot' });
    expect(step()).toBe('LoginWithTokenproof');
    actor.send({ type: 'mintLogin.coldWalletChanged', coldWallet: { address: '0xcold', nonce: 'n-1' } });
    expect(step()).toBe('Done');
    expect(actor.getSnapshot().output).toEqual({ hotWallet: '0xhot', coldWallet: { address: '0xcold', nonce: 'n-1' } });
  });

  it('no wallet provider: NoMetamask, and the button checks again', async () => {
    const { actor, step } = start({ provider: false });
    expect(selectCanStartLogin(actor.getSnapshot())).toBe(false);
    await flush();
    expect(step()).toBe('NoMetamask');
    expect(selectCanStartLogin(actor.getSnapshot())).toBe(true);
  });

  it('NoMetamask when the provider check fails or the wallet layer is not running', async () => {
    const check = start({ actors: { detectWalletProvider: fromPromise(() => Promise.reject(new Error('no'))) } });
    const layer = start({ actors: { watchHotWallet: failingPart(Infinity, 'no wallet layer') as never } });
    await flush();
    expect(check.step()).toBe('NoMetamask');
    expect(layer.step()).toBe('NoMetamask');
  });

  it("hands the identity proof the sale's policy and token, with refresh allowed, and is Idle when its watcher fails", async () => {
    const identityProof = recordingPart();
    const { actor, step } = start({ hotWallet: '0xhot', actors: { identityProof: identityProof.logic as never } });
    await flush();
    expect(step()).toBe('LoginWithTokenproof');
    expect(identityProof.inputs).toEqual([{ policyId: 'policy', tokenName: 'Ape', allowRefresh: true }]);
    expect(selectMintLoginIdentityProof(actor.getSnapshot())).toBe(actor.getSnapshot().children.identityProof);
    expect(selectMintLoginIdentityProof(actor.getSnapshot())).toBeDefined();
    // The cold wallet's watcher at the edge finds the identity proof by its system id.
    expect(actor.system.get('identityProof')).toBe(actor.getSnapshot().children.identityProof);

    const watcherLost = start({
      hotWallet: '0xhot',
      actors: { watchColdWallet: failingPart(Infinity, 'no identity proof') as never },
    });
    await flush();
    expect(watcherLost.step()).toBe('Idle');
  });

  it('a hot wallet connected before skips its step; story-NFT sales need no cold wallet', async () => {
    const { actor, step } = start({ hotWallet: '0xhot', coldWalletRequired: false });
    await flush();
    expect(step()).toBe('Done');
    expect(actor.getSnapshot().output).toEqual({ hotWallet: '0xhot', coldWallet: null });
  });

  it('a hot wallet that logs out during the cold-wallet step goes back to its step', async () => {
    const { actor, step } = start({ hotWallet: '0xhot' });
    await flush();
    expect(step()).toBe('LoginWithTokenproof');
    actor.send({ type: 'mintLogin.hotWalletChanged', address: null });
    expect(step()).toBe('LoginWithMetamask');
  });

  it('is Idle after a failed identity proof, and the login button starts it again', async () => {
    const logic = mintLoginMachine.provide({
      actors: {
        detectWalletProvider: fromPromise(async () => true),
        watchHotWallet: fromCallback<MintLoginEvent>(({ sendBack }) => {
          sendBack({ type: 'mintLogin.hotWalletChanged', address: '0xhot' });
        }),
        watchColdWallet: fromCallback(() => {}),
        identityProof: fromPromise(() => Promise.reject(new Error('the identity proof failed'))) as never,
      },
    });
    const actor = createActor(logic, { input: { policyId: 'policy', tokenName: 'Ape', coldWalletRequired: true } });
    running.push(actor as never);
    actor.start();
    await flush();
    expect(selectLoginStep(actor.getSnapshot())).toBe('Idle');
    expect(actor.getSnapshot().can({ type: 'mintLogin.start' })).toBe(true);
    actor.send({ type: 'mintLogin.start' });
    expect(actor.getSnapshot().value).toBe('checkingProvider');
  });
});
