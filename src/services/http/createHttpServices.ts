import type { AppConfig } from '../../config';
import { importOnce } from '../../boot/importOnce';
import { loadOnce } from '../../domain/loadOnce';
import type { Sale } from '../../domain/sale/sale.types';
import { lazyService } from '../lazyService';
import { createServiceClients } from '../rest/serviceClients';
import { createHttpSaleService } from '../sale/httpSaleService';
import type { ServiceEdge, Services } from '../services.types';
import type { SocialV1Service } from '../social/social.types';
import { socialAuthoriseUrl } from '../social/socialAuthorise';

/**
 * The HTTP services of a configured deployment (spec section 7), over one REST client per base.
 * The sale facade answers from the data set at once; the services behind it and the flows' own
 * calls (with their response schemas) load on the first call of any of them, so a page that only
 * shows a sale fetches none of them.
 */
export function createHttpServices(
  config: AppConfig,
  edge: ServiceEdge,
  sales: readonly Sale[],
  fetch?: typeof globalThis.fetch,
): Services {
  const clients = createServiceClients(config.services, fetch);
  const callsModule = importOnce(() => import('./httpServiceCalls'));
  const calls = loadOnce(async () => (await callsModule()).createHttpServiceCalls(clients));
  const socialV1: SocialV1Service = {
    // Authorising is a redirect address, known without the service's code.
    authoriseUrl: (apiVersion, returnTo) => socialAuthoriseUrl(clients.auth, apiVersion, returnTo),
    verifyCredentials: async (...args) => (await calls()).socialV1.verifyCredentials(...args),
    followVerify: async (...args) => (await calls()).socialV1.followVerify(...args),
    tweet: async (...args) => (await calls()).socialV1.tweet(...args),
  };
  const marketing = lazyService(async () => (await calls()).marketing);
  const compliance = lazyService(async () => (await calls()).compliance);
  const emailSubscription = lazyService(async () => (await calls()).emailSubscription);
  const socialV2 = lazyService(async () => (await calls()).socialV2);
  return {
    sale: createHttpSaleService({
      sales,
      backend: lazyService(async () => (await calls()).backend),
      mintBackend: lazyService(async () => (await calls()).mintBackend),
      marketing,
      socialV1,
      socialV2,
      compliance,
      emailSubscription,
      now: edge.now,
      socialCredentials: edge.socialCredentials,
    }),
    emailSubscription,
    marketing,
    compliance,
    preshare: lazyService(async () => (await calls()).preshare),
    metadata: lazyService(async () => (await calls()).metadata),
    identityProof: lazyService(async () => (await calls()).identityProof),
    chain: edge.wallet,
    socialV1,
    socialV2,
    analytics: edge.analytics,
  };
}
