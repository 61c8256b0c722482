import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import { mintLoginMachine, selectLoginStep, type MintLoginEvent } from '../../machines/mintLogin';

/** The Mint page's login steps with stand-in watchers: the tests report the wallets themselves. */

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(options: { provider?: boolean; coldWalletRequired?: boolean; hotWallet?: string | null } = {}) {
  const logic = mintLoginMachine.provide({
    actors: {
      detectWalletProvider: fromPromise(async () => options.provider ?? true),
      watchHotWallet: fromCallback<MintLoginEvent>(({ sendBack }) => {
        sendBack({ type: 'mintLogin.hotWalletChanged', address: options.hotWallet ?? null });
      }),
      watchColdWallet: fromCallback(() => {}),
      identityProof: fromCallback(() => {}) as never,
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
    await flush();
    expect(step()).toBe('NoMetamask');
    expect(actor.getSnapshot().can({ type: 'mintLogin.start' })).toBe(true);
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
