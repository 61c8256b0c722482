import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type Actor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import {
  followStepMachine,
  selectFollowStepState,
  selectFollowStepTwitterHandle,
  selectFollowStepVerified,
  selectFollowVerifyRef,
  selectSocialAuthRef,
  type FollowStepInput,
  type FollowStepSnapshot,
} from '../../machines/followStep';
import { followVerifyStandIn, HOT, socialAuthStandIn } from '../support/signUpStandIns';
import { failingPart, recordingPart } from '../support/partStandIns';

/**
 * The follow step alone, with stand-ins for the Twitter login and the follow check; the watchers
 * are left unbound, so the test reports for them (the bound ones are tested through the whitelist
 * sign-up and the giveaway).
 */

const INPUT: FollowStepInput = { requiredAccounts: ['storyverse'], campaign: 'giveaway-fezlove', walletAddress: HOT };

const running: Actor<AnyActorLogic>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function start(
  input: Partial<FollowStepInput> = {},
  socialAuth: AnyActorLogic = socialAuthStandIn,
  actors: Record<string, AnyActorLogic> = {},
) {
  const actor = createActor(
    followStepMachine.provide({
      actors: { socialAuth: socialAuth as never, followVerify: followVerifyStandIn as never, ...actors },
    }),
    { input: { ...INPUT, ...input } },
  );
  running.push(actor);
  actor.start();
  return { actor, state: () => selectFollowStepState(actor.getSnapshot() as FollowStepSnapshot) };
}

describe('the follow step (spec sections 4 and 5)', () => {
  it('asks for nothing when the sale requires no follows, and waits for a wallet otherwise', () => {
    expect(start({ requiredAccounts: [] }).state()).toBe('notRequired');
    const waiting = start({ walletAddress: null }).actor.getSnapshot();
    expect(waiting.value).toBe('awaitingWallet');
    expect(selectFollowStepState(waiting)).toBe('awaitingWallet');
    expect(selectFollowStepVerified(waiting)).toBe(false);
  });

  it('hands the Twitter login its use and the follow check the sale and wallet, each by system id', () => {
    const social = recordingPart();
    const check = recordingPart();
    const { actor } = start({}, social.logic, { followVerify: check.logic });
    expect(social.inputs).toEqual([{ usage: 'followVerify', apiVersion: 'v2' }]);
    expect(selectSocialAuthRef(actor.getSnapshot())).toBe(actor.system.get('socialAuth'));
    expect(selectSocialAuthRef(actor.getSnapshot())).toBeDefined();
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    expect(check.inputs).toEqual([
      { requiredAccounts: ['storyverse'], campaign: 'giveaway-fezlove', walletAddress: HOT },
    ]);
    expect(selectFollowVerifyRef(actor.getSnapshot())).toBe(actor.system.get('followVerify'));
    expect(selectFollowVerifyRef(actor.getSnapshot())).toBeDefined();
  });

  it('tells the Twitter login when the follow check found it gone, and stays verifying while it is connected', () => {
    const social = recordingPart();
    const { actor, state } = start({}, social.logic);
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    expect(state()).toBe('verifying');
    actor.send({ type: 'followStep.socialLoginGone' });
    expect(social.events).toEqual([{ type: 'socialAuth.loginGone' }]);
  });

  it('fails, no longer verified, when a watcher or the follow check stops', () => {
    expect(start({}, socialAuthStandIn, { watchSocialLogin: failingPart() }).state()).toBe('failed');
    // A child that stops with an error when told to, after the follows were verified.
    const stopsOnFail = createMachine({
      on: {
        fail: {
          actions: () => {
            throw new Error('a bug');
          },
        },
      },
    });
    for (const child of ['watchFollows', 'followVerify'] as const) {
      const { actor, state } = start({}, socialAuthStandIn, { [child]: stopsOnFail });
      actor.send({ type: 'followStep.socialChanged', authorized: true });
      actor.send({ type: 'followStep.followsChanged', verified: true, twitterHandle: 'ape_fan' });
      expect(selectFollowStepVerified(actor.getSnapshot()), child).toBe(true);
      (actor.getSnapshot().children[child] as AnyActorRef).send({ type: 'fail' });
      expect(state(), child).toBe('failed');
      expect(selectFollowStepVerified(actor.getSnapshot()), child).toBe(false);
    }
  });

  it('connects Twitter, verifies, and is no longer verified once Twitter disconnects', () => {
    const { actor, state } = start();
    expect(state()).toBe('connecting');
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    expect(state()).toBe('verifying');
    actor.send({ type: 'followStep.followsChanged', verified: true, twitterHandle: 'ape_fan' });
    expect(selectFollowStepVerified(actor.getSnapshot())).toBe(true);
    expect(selectFollowStepTwitterHandle(actor.getSnapshot())).toBe('ape_fan');
    actor.send({ type: 'followStep.socialChanged', authorized: false });
    expect(state()).toBe('connecting');
    expect(actor.getSnapshot().context.followsVerified).toBe(false);
  });

  it('a Twitter login that stops is a failure the user can start again', () => {
    let attempts = 0;
    const failsOnce = createMachine({
      entry: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('a bug in the Twitter login');
      },
    });
    const { actor, state } = start({}, failsOnce);
    expect(state()).toBe('failed');
    actor.send({ type: 'followStep.retry' });
    expect(state()).toBe('connecting');
    expect(attempts).toBe(2);
  });

  it('ends with the handle when the follow check finds the wallet entered', () => {
    const { actor } = start();
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    (actor.getSnapshot().children.followVerify as AnyActorRef).send({ type: 'entered' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ twitterHandle: 'ape_fan' });
  });
});
