import type { ServiceUrls } from '../../config/config.types';
import { createRestClient, type RestClient } from './restClient';

/** One REST client per configured base (config ServiceUrls), for the HTTP service factories. */
export interface ServiceClients {
  backend: RestClient;
  pipeline: RestClient;
  auth: RestClient;
  /** The mint backend is the backend-as-a-service: it gets the bearer key (and credentials) when one is set. */
  mintBackend: RestClient;
  metadata: RestClient;
  compliance: RestClient;
  emailSub: RestClient;
}

export function createServiceClients(urls: ServiceUrls, fetch?: typeof globalThis.fetch): ServiceClients {
  const bearerKey = urls.mintBackendKey || undefined;
  const client = (baseUrl: string, withKey = false) =>
    createRestClient({ baseUrl, fetch, bearerKey: withKey ? bearerKey : undefined });
  return {
    backend: client(urls.backend),
    pipeline: client(urls.pipeline),
    auth: client(urls.auth),
    mintBackend: client(urls.mintBackend, true),
    metadata: client(urls.metadata),
    compliance: client(urls.compliance),
    emailSub: client(urls.emailSub),
  };
}
