import type { AppConfig } from '../../config';
import type { Sale } from '../../domain/sale/sale.types';
import { createHttpBackend } from '../backend/httpBackend';
import { createHttpCompliance } from '../compliance/httpCompliance';
import { createHttpEmailSubscription } from '../emailSubscription/httpEmailSubscription';
import { createHttpIdentityProof } from '../identityProof/httpIdentityProof';
import { createHttpMarketing } from '../marketing/httpMarketing';
import { createHttpMetadata } from '../metadata/httpMetadata';
import { createHttpMintBackend } from '../mintBackend/httpMintBackend';
import { createHttpPreshare } from '../preshare/httpPreshare';
import { createServiceClients } from '../rest/serviceClients';
import { createHttpSaleService } from '../sale/httpSaleService';
import type { ServiceEdge, Services } from '../services.types';
import { createHttpSocialV1 } from '../social/httpSocialV1';
import { createHttpSocialV2 } from '../social/httpSocialV2';

/** The HTTP services of a configured deployment (spec section 7), over one REST client per base. */
export function createHttpServices(
  config: AppConfig,
  edge: ServiceEdge,
  sales: readonly Sale[],
  fetch?: typeof globalThis.fetch,
): Services {
  const clients = createServiceClients(config.services, fetch);
  const marketing = createHttpMarketing({ client: clients.pipeline });
  const compliance = createHttpCompliance({ client: clients.compliance });
  const emailSubscription = createHttpEmailSubscription({ client: clients.emailSub });
  const socialV1 = createHttpSocialV1({ auth: clients.auth, backend: clients.backend });
  const socialV2 = createHttpSocialV2({ auth: clients.auth });
  return {
    sale: createHttpSaleService({
      sales,
      backend: createHttpBackend({ client: clients.backend }),
      mintBackend: createHttpMintBackend({ client: clients.mintBackend }),
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
    preshare: createHttpPreshare({ client: clients.pipeline }),
    metadata: createHttpMetadata({ client: clients.metadata }),
    identityProof: createHttpIdentityProof({ client: clients.backend }),
    chain: edge.wallet,
    socialV1,
    socialV2,
    analytics: edge.analytics,
  };
}
