import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import {
  followVerifyMachine,
  selectAlreadySubscribed,
  selectCanVerify,
  selectChecking,
  selectFollowProblem,
  selectFollowsVerified,
  selectRequiredAccounts,
  selectSocialLoginGone,
  selectTwitterHandle,
  selectVerifyLabel,
  type FollowVerifyEmitted,
  type FollowVerifyInput,
  type SubscriptionCheck,
} from '../../machines/followVerify';
import { bindFollowVerifyFlow } from '../../src/app/bindings/followVerify';
import { FollowVerifyNotLoggedInError, MESSAGES, SocialApiError } from '../../src/domain/errors';
import type { SaleService } from '../../src/services/sale/saleService.types';
import type { Services } from '../../src/services/services.types';
import { followsAll } from '../../src/services/social/followCheck';
import { followProblemText, VERIFY_LABELS } from '../../src/views/social/FollowVerifySection';

const WALLET = '0xa11ce0000000000000000000000000000000000a';
const INPUT: FollowVerifyInput = {
  requiredAccounts: ['storyverse', 'StoryverseApes', 'fezlove'],
  campaign: 'fezlove-giveaway',
  walletAddress: WALLET,
};

type SocialCalls = Pick<SaleService, 'fetchIsFollowingAll' | 'fetchUser' | 'isSubscribed'>;

/**
 * The flow as the app binds it, over a fake sale service. Unless a test says otherwise the user
 * follows everyone, is '@ape_fan' and has not entered the campaign.
 */
function start(options: { calls?: Partial<SocialCalls>; input?: Partial<FollowVerifyInput> } = {}) {
  const calls = options.calls ?? {};
  const sale = {
    fetchIsFollowingAll: vi.fn<SocialCalls['fetchIsFollowingAll']>(calls.fetchIsFollowingAll ?? (async () => true)),
    fetchUser: vi.fn<SocialCalls['fetchUser']>(calls.fetchUser ?? (async () => ({ username: 'ape_fan' }))),
    isSubscribed: vi.fn<SocialCalls['isSubscribed']>(
      calls.isSubscribed ?? (async (): Promise<SubscriptionCheck> => ({ exists: false })),
    ),
  };
  const services = vi.fn(async () => ({ sale }) as unknown as Services);
  const clock = new SimulatedClock();
  const actor = createActor(bindFollowVerifyFlow({ services }), { input: { ...INPUT, ...options.input }, clock });
  const emitted: FollowVerifyEmitted[] = [];
  actor.on('followVerify.alreadySubscribed', (event) => emitted.push(event));
  actor.start();
  return { actor, sale, clock, emitted };
}

type Actor = ReturnType<typeof start>['actor'];

/** The button's text, as the view shows it. */
const label = (actor: Actor) => VERIFY_LABELS[selectVerifyLabel(actor.getSnapshot())];
const problemText = (actor: Actor) => {
  const problem = selectFollowProblem(actor.getSnapshot());
  return problem && followProblemText(problem);
};
const rests = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.matches('checking'), { timeout: 1000 });
const verify = async (actor: Actor) => {
  actor.send({ type: 'followVerify.verify' });
  return rests(actor);
};
/** A promise that never settles until its signal aborts; the abort is recorded. */
const hanging = (aborted: AbortSignal[]) => (_args: unknown, signal?: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => {
      aborted.push(signal);
      reject(signal.reason);
    });
  });

describe('follow verification: the rules', () => {
  it("starts Idle with 'Verify' and nothing checked", () => {
    const { actor, sale } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(label(actor)).toBe('Verify');
    expect(selectCanVerify(actor.getSnapshot())).toBe(true);
    expect(selectChecking(actor.getSnapshot())).toBe(false);
    expect(selectRequiredAccounts(actor.getSnapshot())).toEqual(INPUT.requiredAccounts);
    expect(sale.fetchIsFollowingAll).not.toHaveBeenCalled();
  });

  it('verifies: every required account followed, a username, not yet subscribed -> Subbed', async () => {
    const { actor, sale, emitted } = start();
    actor.send({ type: 'followVerify.verify' });
    expect(label(actor)).toBe('Verifying...');
    expect(selectCanVerify(actor.getSnapshot())).toBe(false);
    expect(selectChecking(actor.getSnapshot())).toBe(true);
    await rests(actor);
    expect(selectChecking(actor.getSnapshot())).toBe(false);

    expect(actor.getSnapshot().value).toEqual({ subbed: 'showingResult' });
    expect(selectFollowsVerified(actor.getSnapshot())).toBe(true);
    expect(label(actor)).toBe('Verified!');
    expect(selectTwitterHandle(actor.getSnapshot())).toBe('ape_fan');
    expect(selectFollowProblem(actor.getSnapshot())).toBeNull();
    expect(sale.fetchIsFollowingAll).toHaveBeenCalledWith(
      { users: INPUT.requiredAccounts, retry: true },
      expect.any(AbortSignal),
    );
    expect(sale.isSubscribed).toHaveBeenCalledWith(
      { campaign: 'fezlove-giveaway', walletAddress: WALLET, twitterHandle: 'ape_fan' },
      expect.any(AbortSignal),
    );
    expect(emitted).toEqual([]);
  });

  it.each([
    [1, ['storyverse']],
    [3, INPUT.requiredAccounts],
  ])("not following: NotSubbed with 'Follow all %i Twitter accounts to register.'", async (count, accounts) => {
    const { actor, sale } = start({
      calls: { fetchIsFollowingAll: async () => false },
      input: { requiredAccounts: accounts },
    });
    await verify(actor);
    expect(actor.getSnapshot().value).toEqual({ notSubbed: 'showingResult' });
    expect(selectFollowProblem(actor.getSnapshot())).toEqual({ kind: 'notFollowing', count });
    expect(problemText(actor)).toBe(`Follow all ${count} Twitter accounts to register.`);
    expect(label(actor)).toBe('Not verified');
    expect(sale.fetchUser).not.toHaveBeenCalled();
    expect(sale.isSubscribed).not.toHaveBeenCalled();
  });

  describe('handles are compared case-insensitively (the answer of the follow check)', () => {
    // The social service answers per account; the sale service's rule (followsAll) decides.
    const answer = { STORYVERSE: true, storyverseapes: true, FezLove: true, other: false };
    const followCheck = async ({ users }: { users: readonly string[] }) => followsAll(users, answer);

    it('the same handles in another case are followed', async () => {
      const { actor } = start({ calls: { fetchIsFollowingAll: followCheck } });
      await verify(actor);
      expect(selectFollowsVerified(actor.getSnapshot())).toBe(true);
    });

    it('one account missing from the answer is not followed', async () => {
      const { actor } = start({
        calls: { fetchIsFollowingAll: followCheck },
        input: { requiredAccounts: ['storyverse', 'other'] },
      });
      await verify(actor);
      expect(problemText(actor)).toBe('Follow all 2 Twitter accounts to register.');
    });
  });

  it.each([
    ['an empty username', { username: '' }],
    ['a blank username', { username: '   ' }],
    ['no username', {}],
    ['no answer', undefined],
  ])("a lookup naming nobody (%s): 'Missing twitter username from fetchUser'", async (_name, answer) => {
    const { actor, sale } = start({ calls: { fetchUser: async () => answer as { username: string } } });
    await verify(actor);
    expect(actor.getSnapshot().value).toEqual({ notSubbed: 'showingResult' });
    expect(problemText(actor)).toBe(MESSAGES.missingTwitterUsername);
    expect(sale.isSubscribed).not.toHaveBeenCalled();
    expect(selectTwitterHandle(actor.getSnapshot())).toBeNull();
  });

  it('already subscribed: ends, emits, and outputs so that the page goes straight to WhitelistChecked', async () => {
    const { actor, emitted } = start({ calls: { isSubscribed: async () => ({ exists: true }) } });
    await verify(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('alreadySubscribed');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ alreadySubscribed: true, twitterHandle: 'ape_fan' });
    expect(emitted).toEqual([{ type: 'followVerify.alreadySubscribed', twitterHandle: 'ape_fan' }]);
    expect(selectAlreadySubscribed(snapshot)).toBe(true);
    expect(selectCanVerify(snapshot)).toBe(false);
    expect(label(actor)).toBe('Verified!');
  });

  it.each([
    ['no campaign', { campaign: null }],
    ['no wallet', { walletAddress: null }],
  ])('%s: nothing to look for, so the follows alone verify', async (_name, input) => {
    const { actor, sale } = start({ input });
    await verify(actor);
    expect(selectFollowsVerified(actor.getSnapshot())).toBe(true);
    expect(selectTwitterHandle(actor.getSnapshot())).toBe('ape_fan');
    expect(sale.isSubscribed).not.toHaveBeenCalled();
  });
});

describe('follow verification: failures end in NotSubbed with a retry', () => {
  it('a failed follow check shows the service message, and a retry verifies', async () => {
    let fail = true;
    const { actor } = start({
      calls: {
        fetchIsFollowingAll: async () => {
          if (fail) throw new SocialApiError(403, MESSAGES.socialAuthRetry);
          return true;
        },
      },
    });
    await verify(actor);
    expect(actor.getSnapshot().value).toEqual({ notSubbed: 'showingResult' });
    expect(problemText(actor)).toBe('Auth error. Please try again.');
    expect(selectFollowProblem(actor.getSnapshot())).toEqual({ kind: 'loginGone' });
    expect(selectSocialLoginGone(actor.getSnapshot())).toBe(true);
    expect(selectCanVerify(actor.getSnapshot())).toBe(true);

    fail = false;
    await verify(actor);
    expect(selectFollowsVerified(actor.getSnapshot())).toBe(true);
    expect(selectSocialLoginGone(actor.getSnapshot())).toBe(false);
    // A new check forgets the last one's problem.
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('a follow check that fails otherwise shows its message, and the login is not gone', async () => {
    const { actor } = start({
      calls: {
        fetchIsFollowingAll: async () => {
          throw new SocialApiError(500, 'The social service is down.');
        },
      },
    });
    await verify(actor);
    expect(selectFollowProblem(actor.getSnapshot())).toEqual({
      kind: 'failed',
      message: 'The social service is down.',
    });
    expect(selectSocialLoginGone(actor.getSnapshot())).toBe(false);
  });

  it('a failed account lookup shows its message', async () => {
    const { actor } = start({
      calls: {
        fetchUser: async () => {
          throw new FollowVerifyNotLoggedInError();
        },
      },
    });
    await verify(actor);
    expect(problemText(actor)).toBe(new FollowVerifyNotLoggedInError().message);
  });

  it.each(['fetchIsFollowingAll', 'fetchUser'] as const)(
    "a failure of %s without a message shows 'Unknown error has occurred.'",
    async (call) => {
      const { actor } = start({
        calls: {
          [call]: async () => {
            throw 'nothing useful';
          },
        },
      });
      await verify(actor);
      expect(selectFollowProblem(actor.getSnapshot())).toEqual({ kind: 'failed', message: '' });
      expect(problemText(actor)).toBe(MESSAGES.unknownError);
    },
  );

  it("a failed subscription check: 'Error occurred while checking if subscribed', then a retry", async () => {
    let fail = true;
    const { actor } = start({
      calls: {
        isSubscribed: async () => {
          if (fail) throw new Error(MESSAGES.errorResponseCheckingSubscribed);
          return { exists: false };
        },
      },
    });
    await verify(actor);
    expect(actor.getSnapshot().value).toEqual({ notSubbed: 'showingResult' });
    expect(problemText(actor)).toBe('Error occurred while checking if subscribed');

    fail = false;
    await verify(actor);
    expect(selectFollowsVerified(actor.getSnapshot())).toBe(true);
  });

  it('the unbound chart rejects with "is bound at the edge"', async () => {
    const actor = createActor(followVerifyMachine, { input: INPUT }).start();
    actor.send({ type: 'followVerify.verify' });
    await waitFor(actor, (snapshot) => snapshot.matches('notSubbed'), { timeout: 1000 });
    expect(selectFollowProblem(actor.getSnapshot())).toEqual({
      kind: 'failed',
      message: 'checkFollows is bound at the edge',
    });
  });

  it.each([
    ['the follow check', 'fetchIsFollowingAll'],
    ['the account lookup', 'fetchUser'],
    ['the subscription check', 'isSubscribed'],
  ] as const)('cancel while %s runs: back to Idle, and the request is aborted', async (_name, call) => {
    const aborted: AbortSignal[] = [];
    const hang = hanging(aborted);
    const calls: Partial<SocialCalls> =
      call === 'fetchUser' ? { fetchUser: (signal) => hang(undefined, signal) } : { [call]: hang };
    const { actor, sale } = start({ calls });
    actor.send({ type: 'followVerify.verify' });
    await vi.waitFor(() => expect(sale[call]).toHaveBeenCalled());
    actor.send({ type: 'followVerify.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(label(actor)).toBe('Verify');
    expect(aborted).toHaveLength(1);
  });
});

describe("follow verification: the button's label goes back after 2 s (spec section 9)", () => {
  it.each([
    ['Verified!', 'subbed', {}],
    ['Not verified', 'notSubbed', { fetchIsFollowingAll: async () => false }],
  ] as const)("'%s' until 1999 ms, 'Verify' at 2000 ms", async (shown, state, calls) => {
    const { actor, clock } = start({ calls });
    await verify(actor);
    expect(actor.getSnapshot().value).toEqual({ [state]: 'showingResult' });
    expect(label(actor)).toBe(shown);

    clock.increment(1999);
    expect(label(actor)).toBe(shown);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ [state]: 'ready' });
    expect(label(actor)).toBe(VERIFY_LABELS.verify);
    // The result stays: still verified, or the reason still shows; the button works again.
    expect(selectCanVerify(actor.getSnapshot())).toBe(true);
    expect(selectFollowsVerified(actor.getSnapshot())).toBe(state === 'subbed');
    expect(selectFollowProblem(actor.getSnapshot()) !== null).toBe(state === 'notSubbed');
  });

  it('a new check restarts the 2 s from its own result', async () => {
    const { actor, clock } = start({ calls: { fetchIsFollowingAll: async () => false } });
    await verify(actor);
    clock.increment(1500);
    await verify(actor);
    clock.increment(1999);
    expect(label(actor)).toBe('Not verified');
    clock.increment(1);
    expect(label(actor)).toBe('Verify');
  });

  it('the delay is the named verifyLabelReset of 2000 ms', () => {
    expect(followVerifyMachine.implementations.delays.verifyLabelReset).toBe(2000);
  });
});
