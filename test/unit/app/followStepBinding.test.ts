import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { bindFollowStepFlow, type FollowStepEdge } from '../../../src/app/bindings/followStep';
import { MESSAGES, SocialApiError } from '../../../src/domain/errors';
import type { Services } from '../../../src/services/services.types';
import { createSocialCredentialStore } from '../../../src/services/social/socialCredentialStore';
import { memoryStorage } from '../services/mock/mockHarness';

/**
 * The follow step as the app binds it: the social login, the follow check and the watchers
 * between them. When the follow check finds the login gone (spec section 8: the credentials
 * refused, 403 'Auth error. Please try again.'), the step must ask to connect Twitter again
 * rather than leave a login shown that no longer works.
 */

const V2_LOGIN = { accessToken: 'access', refreshToken: 'refresh', twitterUserId: '42', twitterUserName: 'fan' };

function followStep(followCheck: () => Promise<boolean>) {
  const storage = memoryStorage();
  const credentials = createSocialCredentialStore(storage);
  credentials.saveV2(V2_LOGIN);
  const sale = {
    fetchIsFollowingAll: vi.fn(async () => {
      try {
        return await followCheck();
      } catch (error) {
        // As the HTTP sale service does: an auth error clears the slot it used.
        if (error instanceof SocialApiError) credentials.clear('v2');
        throw error;
      }
    }),
  };
  const edge: FollowStepEdge = {
    services: async () => ({ sale }) as unknown as Services,
    credentials,
    storage,
    openPopup: () => null,
    redirect: vi.fn(),
    returnTo: () => '/bayc',
  };
  const actor = createActor(bindFollowStepFlow(edge), {
    input: { requiredAccounts: ['storyverse'], campaign: null, walletAddress: '0xabc' },
  }).start();
  const part = (systemId: string) => actor.system.get(systemId) as AnyActorRef;
  return { actor, part, credentials };
}

describe('the follow step, when the follow check fails', () => {
  it('finds the login gone: the social login logs out saying why, and the step asks to connect again', async () => {
    const { actor, part, credentials } = followStep(async () => {
      throw new SocialApiError(403, MESSAGES.socialAuthRetry);
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ social: 'verifying' }));
    part('followVerify').send({ type: 'followVerify.verify' });

    await waitFor(actor, (snapshot) => snapshot.matches({ social: 'connecting' }));
    const social = part('socialAuth').getSnapshot();
    expect(social.matches({ loggedOut: 'failed' })).toBe(true);
    expect(social.context.problem).toEqual({ kind: 'failed' });
    expect(social.context.twitterUserName).toBeNull();
    expect(credentials.readV2()).toBeNull();
  });

  it('fails otherwise: the login stays, and the check says the service’s own message', async () => {
    const { actor, part, credentials } = followStep(async () => {
      throw new Error('Rest API error');
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ social: 'verifying' }));
    part('followVerify').send({ type: 'followVerify.verify' });

    await waitFor(part('followVerify'), (snapshot) => snapshot.matches('notSubbed'));
    expect(part('followVerify').getSnapshot().context.problem).toEqual({ kind: 'failed', message: 'Rest API error' });
    expect(actor.getSnapshot().matches({ social: 'verifying' })).toBe(true);
    expect(part('socialAuth').getSnapshot().matches('loggedIn')).toBe(true);
    expect(credentials.readV2()).toEqual(V2_LOGIN);
  });
});
