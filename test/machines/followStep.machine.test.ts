import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type Actor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import {
  followStepMachine,
  selectFollowStepState,
  type FollowStepInput,
  type FollowStepSnapshot,
} from '../../machines/followStep';
import { followVerifyStandIn, HOT, socialAuthStandIn } from '../support/signUpStandIns';

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

function start(input: Partial<FollowStepInput> = {}, socialAuth: AnyActorLogic = socialAuthStandIn) {
  const actor = createActor(
    followStepMachine.provide({
      actors: { socialAuth: socialAuth as never, followVerify: followVerifyStandIn as never },
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
    expect(start({ walletAddress: null }).state()).toBe('awaitingWallet');
  });

  it('connects Twitter, verifies, and is no longer verified once Twitter disconnects', () => {
    const { actor, state } = start();
    expect(state()).toBe('connecting');
    actor.send({ type: 'followStep.socialChanged', authorized: true });
    expect(state()).toBe('verifying');
    actor.send({ type: 'followStep.followsChanged', verified: true, twitterHandle: 'ape_fan' });
    expect(actor.getSnapshot().context).toMatchObject({ followsVerified: true, twitterHandle: 'ape_fan' });
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
