import { thumbnail } from './backendRoutes';
import { HttpFailure, isAddress, Reply, requiredText, route, type Route } from './http';
import type { ReferenceState } from './referenceState';

/**
 * The remaining services of spec section 7: the sale data set, the e-mail subscription
 * (POST /emailsub with {email}), the compliance screening (GET …/{walletAddress}: the status is
 * the answer) and the NFT metadata (GET {id}).
 */

export interface OtherDeps {
  state: () => ReferenceState;
  sales: readonly Record<string, unknown>[];
}

export function otherRoutes({ state, sales }: OtherDeps): Route[] {
  return [
    route('GET', /^\/data\/sales\.json$/, () => sales),
    // VITE_EMAIL_SUB_URL is the service's base (…/emailsub); the call's path is /emailsub.
    route('POST', /^\/emailsub\/emailsub$/, ({ body }) => {
      const email = requiredText(body, 'email');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpFailure(400, 'invalid email');
      if (!state().subscribers.includes(email)) state().subscribers.push(email);
      return { subscribed: true };
    }),
    route('GET', /^\/compliance\/([^/]+)$/, ({ params: [wallet] }) => {
      if (!isAddress(wallet)) throw new HttpFailure(400, 'walletAddress must be an address');
      const blocked = state().world.blockedWallets.some((address) => address.toLowerCase() === wallet.toLowerCase());
      if (blocked) throw new HttpFailure(403, 'blocked');
      return Reply.text('ok');
    }),
    route('GET', /^\/metadata\/([^/]+)$/, ({ params: [id] }) => ({
      id,
      name: `Storyverse #${id}`,
      image: thumbnail(id!),
    })),
  ];
}
