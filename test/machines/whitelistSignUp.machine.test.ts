import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type Actor, type AnyActorLogic } from 'xstate';
import { isValidEmailAddress } from '../../src/domain/emailAddress';
import {
  selectCanSignUp,
  selectColdWallet,
  selectEmail,
  selectEmailInvalid,
  selectFollowStepRef,
  selectHotWallet,
  selectIdentityProofRef,
  selectScreening,
  selectSignUpFailed,
  whitelistSignUpMachine,
  type WhitelistSignUpInput,
  type WhitelistSignUpOutput,
  type WhitelistSignUpSnapshot,
} from '../../machines/whitelistSignUp';
import { bindWhitelistSignUpFlow, type WhitelistSignUpEdge } from '../../src/app/bindings/whitelistSignUp';
import { createSocialCredentialStore } from '../../src/services/social/socialCredentialStore';
import type { Services } from '../../src/services/services.types';
import { mapStorage } from '../support/mapStorage';
import { followStepStateIn, followStepWithStandIns, HOT, userStandIn } from '../support/signUpStandIns';
import { failingPart, idlePart, recordingPart } from '../support/partStandIns';

const COLD = '0xc01d000000000000000000000000000000000c01';

/** The identity proof: its account with the cold wallet, until the session expires. */
const identityProofStandIn = createMachine({
  id: 'identityProof',
  types: {} as { context: { account: { mainAccount: string; nonce: string } | null } },
  context: { account: null },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: {
        authenticate: {
          target: 'loggedIn',
          actions: assign({ account: { mainAccount: COLD, nonce: 'tp-nonce-1' } }),
        },
      },
    },
    loggedIn: { on: { expire: { target: 'loggedOut', actions: assign({ account: null }) } } },
  },
});

const INPUT: WhitelistSignUpInput = {
  policyId: 'policy-bayc',
  tokenName: 'Ape',
  requiredAccounts: ['storyverse'],
  campaign: null,
};

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/** The section as the app binds it (its real watchers), in one system with the user flow. */
function start(input: Partial<WhitelistSignUpInput> = {}) {
  const storage = mapStorage();
  const edge: WhitelistSignUpEdge = {
    services: () => Promise.resolve({} as Services),
    storage,
    credentials: createSocialCredentialStore(storage),
    now: () => 0,
    analytics: { track: () => {} },
    usage: () => 'whitelist',
    widgetLogin: null,
    openPopup: () => null,
    redirect: () => {},
    returnTo: () => 'http://localhost/bayc',
  };
  const logic = bindWhitelistSignUpFlow(edge).provide({
    actors: {
      identityProof: identityProofStandIn as unknown as never,
      followStep: followStepWithStandIns(edge) as unknown as never,
    },
  });
  let output: WhitelistSignUpOutput | null = null;
  const system = createMachine({
    id: 'system',
    invoke: [
      { id: 'user', systemId: 'user', src: userStandIn },
      {
        id: 'signUp',
        src: logic,
        input: { ...INPUT, ...input },
        onDone: { actions: ({ event }) => void (output = event.output as WhitelistSignUpOutput) },
      },
    ],
  });
  const root = createActor(system);
  running.push(root);
  root.start();
  const child = (id: string) => root.system.get(id) ?? root.getSnapshot().children[id];
  const signUp = root.getSnapshot().children.signUp!;
  return {
    signUp,
    snapshot: () => signUp.getSnapshot() as WhitelistSignUpSnapshot,
    user: child('user')!,
    identityProof: () => root.system.get('identityProof')!,
    socialAuth: () => root.system.get('socialAuth'),
    followVerify: () => root.system.get('followVerify'),
    output: () => output,
    followStep: () => followStepStateIn(root.system),
  };
}

describe('the whitelist sign-up button (spec section 5)', () => {
  it('is enabled only with the hot wallet connected and safe, the cold wallet proved and the follows verified', () => {
    const flow = start();
    const can = () => selectCanSignUp(flow.snapshot());
    expect(flow.followStep()).toBe('awaitingWallet');
    expect(flow.snapshot().context.followsVerified).toBe(false);

    flow.user.send({ type: 'login' });
    expect(flow.followStep()).toBe('connecting');
    flow.user.send({ type: 'safe' });
    flow.identityProof().send({ type: 'authenticate' });
    expect(can()).toBe(false); // follows not verified

    flow.socialAuth()!.send({ type: 'login' });
    expect(flow.followStep()).toBe('verifying');
    flow.followVerify()!.send({ type: 'subbed' });
    expect(can()).toBe(true);

    flow.followVerify()!.send({ type: 'notSubbed' });
    expect(can()).toBe(false);
  });

  it('without required follows, needs only the two wallets', () => {
    const flow = start({ requiredAccounts: [] });
    expect(flow.followStep()).toBe('notRequired');
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    expect(selectCanSignUp(flow.snapshot())).toBe(false);
    flow.identityProof().send({ type: 'authenticate' });
    expect(selectCanSignUp(flow.snapshot())).toBe(true);
  });

  it('stays disabled for a blocked hot wallet', () => {
    const flow = start({ requiredAccounts: [] });
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'blocked' });
    flow.identityProof().send({ type: 'authenticate' });
    expect(flow.snapshot().context.screening).toBe('blocked');
    expect(selectCanSignUp(flow.snapshot())).toBe(false);
  });

  it('loses the cold wallet when its session expires', () => {
    const flow = start({ requiredAccounts: [] });
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    flow.identityProof().send({ type: 'authenticate' });
    flow.identityProof().send({ type: 'expire' });
    expect(selectCanSignUp(flow.snapshot())).toBe(false);
  });

  it('takes an empty e-mail, refuses a malformed one', () => {
    const flow = start({ requiredAccounts: [] });
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    flow.identityProof().send({ type: 'authenticate' });
    flow.signUp.send({ type: 'signUp.emailChanged', email: 'not-an-address' });
    expect(selectEmailInvalid(flow.snapshot())).toBe(true);
    expect(selectCanSignUp(flow.snapshot())).toBe(false);
    flow.signUp.send({ type: 'signUp.emailChanged', email: ' ape@example.com ' });
    expect(selectCanSignUp(flow.snapshot())).toBe(true);
  });

  it('refuses what the newsletter and contact forms refuse: one e-mail rule (src/domain/emailAddress)', () => {
    const flow = start({ requiredAccounts: [] });
    for (const email of ['ape@example.com!', 'ape@intranet', `${'a'.repeat(250)}@example.com`]) {
      expect(isValidEmailAddress(email), email).toBe(false);
      flow.signUp.send({ type: 'signUp.emailChanged', email });
      expect(selectEmailInvalid(flow.snapshot()), email).toBe(true);
    }
  });
});

describe('how the sign-up ends (spec section 4)', () => {
  it('ends with the check: hot wallet, provider nonce, e-mail and the Twitter handle', () => {
    const flow = start();
    flow.user.send({ type: 'login' });
    flow.user.send({ type: 'safe' });
    flow.identityProof().send({ type: 'authenticate' });
    flow.socialAuth()!.send({ type: 'login' });
    flow.followVerify()!.send({ type: 'subbed' });
    flow.signUp.send({ type: 'signUp.emailChanged', email: ' ape@example.com ' });
    flow.signUp.send({ type: 'signUp.submit' });
    expect(flow.output()).toEqual({
      kind: 'check',
      hotWallet: HOT,
      nonce: 'tp-nonce-1',
      email: 'ape@example.com',
      twitter: 'ape_fan',
    });
  });

  it('a submit the rule does not allow changes nothing', () => {
    const flow = start();
    flow.signUp.send({ type: 'signUp.submit' });
    expect(flow.output()).toBeNull();
    expect(flow.snapshot().status).toBe('active');
  });

  it('ends as already subscribed when the follow step finds the wallet entered', () => {
    const flow = start();
    flow.user.send({ type: 'login' });
    flow.socialAuth()!.send({ type: 'login' });
    flow.followVerify()!.send({ type: 'entered' });
    expect(flow.output()).toEqual({ kind: 'alreadySubscribed', twitter: 'ape_fan' });
  });

  it('starts the follow step over for another hot wallet, and waits again without one', () => {
    const flow = start();
    flow.user.send({ type: 'login' });
    flow.socialAuth()!.send({ type: 'login' });
    flow.followVerify()!.send({ type: 'subbed' });
    expect(flow.snapshot().context.followsVerified).toBe(true);
    flow.user.send({ type: 'logout' });
    expect(flow.followStep()).toBe('awaitingWallet');
    expect(flow.snapshot().context.followsVerified).toBe(false);
  });

  it('a disconnected Twitter account un-verifies the follows', () => {
    const flow = start();
    flow.user.send({ type: 'login' });
    flow.socialAuth()!.send({ type: 'login' });
    flow.followVerify()!.send({ type: 'subbed' });
    flow.socialAuth()!.send({ type: 'logout' });
    expect(flow.followStep()).toBe('connecting');
    expect(flow.snapshot().context.followsVerified).toBe(false);
  });
});

describe('the whitelist sign-up chart with stand-ins for its parts', () => {
  const idle = idlePart as never;
  const COLD = { address: '0xc01d', nonce: 'n-1' };

  function chart(actors: Record<string, AnyActorLogic> = {}, input: Partial<WhitelistSignUpInput> = {}) {
    const logic = whitelistSignUpMachine.provide({
      actors: {
        identityProof: idle,
        followStep: idle,
        watchHotWallet: idle,
        watchColdWallet: idle,
        watchFollowStep: idle,
        ...actors,
      },
    });
    const actor = createActor(logic, { input: { ...INPUT, ...input } });
    running.push(actor);
    actor.start();
    return { actor, snapshot: () => actor.getSnapshot() };
  }

  it('takes an empty or blank e-mail as none, and starts with none', () => {
    const { actor, snapshot } = chart();
    expect(selectEmail(snapshot())).toBe('');
    for (const email of ['', '   ']) {
      actor.send({ type: 'signUp.emailChanged', email });
      expect(selectEmailInvalid(snapshot()), JSON.stringify(email)).toBe(false);
    }
  });

  it('needs a hot wallet even with the rest in place, and the follows again for another wallet', () => {
    const { actor, snapshot } = chart();
    actor.send({ type: 'signUp.screeningChanged', status: 'safe' });
    actor.send({ type: 'signUp.coldWalletChanged', coldWallet: COLD });
    expect(selectScreening(snapshot())).toBe('safe');
    expect(selectColdWallet(snapshot())).toEqual(COLD);
    actor.send({ type: 'signUp.followsChanged', verified: true, twitterHandle: 'ape_fan' });
    expect(selectCanSignUp(snapshot())).toBe(false);
    actor.send({ type: 'signUp.hotWalletChanged', address: HOT });
    expect(selectHotWallet(snapshot())).toBe(HOT);
    // The follows verified before were another wallet's (the sale requires one account).
    expect(selectCanSignUp(snapshot())).toBe(false);
    actor.send({ type: 'signUp.followsChanged', verified: true, twitterHandle: 'ape_fan' });
    expect(selectCanSignUp(snapshot())).toBe(true);
    actor.send({ type: 'signUp.hotWalletChanged', address: '0xb0b' });
    expect(selectCanSignUp(snapshot())).toBe(false);
  });

  it('hands the identity proof and the follow step their inputs, by system id', () => {
    const identityProof = recordingPart();
    const followStep = recordingPart();
    const { actor, snapshot } = chart({
      identityProof: identityProof.logic as never,
      followStep: followStep.logic as never,
    });
    expect(identityProof.inputs).toEqual([
      { policyId: INPUT.policyId, tokenName: INPUT.tokenName, allowRefresh: true },
    ]);
    expect(selectIdentityProofRef(snapshot())).toBe(actor.system.get('identityProof'));
    expect(selectIdentityProofRef(snapshot())).toBeDefined();
    actor.send({ type: 'signUp.hotWalletChanged', address: HOT });
    expect(followStep.inputs.at(-1)).toEqual({
      requiredAccounts: INPUT.requiredAccounts,
      campaign: INPUT.campaign,
      walletAddress: HOT,
    });
    expect(selectFollowStepRef(snapshot())).toBe(actor.system.get('followStep'));
    expect(selectFollowStepRef(snapshot())).toBeDefined();
  });

  it.each(['identityProof', 'watchHotWallet', 'watchColdWallet', 'followStep', 'watchFollowStep'])(
    'fails when %s stops, and starts again on restart',
    (part) => {
      const { actor, snapshot } = chart({ [part]: failingPart(1) as never });
      expect(selectSignUpFailed(snapshot())).toBe(true);
      actor.send({ type: 'signUp.restart' });
      expect(selectSignUpFailed(snapshot())).toBe(false);
      expect(snapshot().matches('active')).toBe(true);
    },
  );
});
