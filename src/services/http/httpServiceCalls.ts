import { createHttpBackend } from '../backend/httpBackend';
import { createHttpCompliance } from '../compliance/httpCompliance';
import { createHttpEmailSubscription } from '../emailSubscription/httpEmailSubscription';
import { createHttpIdentityProof } from '../identityProof/httpIdentityProof';
import { createHttpMarketing } from '../marketing/httpMarketing';
import { createHttpMetadata } from '../metadata/httpMetadata';
import { createHttpMintBackend } from '../mintBackend/httpMintBackend';
import { createHttpPreshare } from '../preshare/httpPreshare';
import type { ServiceClients } from '../rest/serviceClients';
import { createHttpSocialV1 } from '../social/httpSocialV1';
import { createHttpSocialV2 } from '../social/httpSocialV2';

/**
 * The HTTP services the flows call (spec section 7), over one REST client per base: a chunk of its
 * own with their response schemas, loaded on the first call of any of them (createHttpServices.ts).
 */
export function createHttpServiceCalls(clients: ServiceClients) {
  return {
    backend: createHttpBackend({ client: clients.backend }),
    mintBackend: createHttpMintBackend({ client: clients.mintBackend }),
    marketing: createHttpMarketing({ client: clients.pipeline }),
    compliance: createHttpCompliance({ client: clients.compliance }),
    emailSubscription: createHttpEmailSubscription({ client: clients.emailSub }),
    socialV1: createHttpSocialV1({ auth: clients.auth, backend: clients.backend }),
    socialV2: createHttpSocialV2({ auth: clients.auth }),
    preshare: createHttpPreshare({ client: clients.pipeline }),
    metadata: createHttpMetadata({ client: clients.metadata }),
    identityProof: createHttpIdentityProof({ client: clients.backend }),
  };
}

export type HttpServiceCalls = ReturnType<typeof createHttpServiceCalls>;
