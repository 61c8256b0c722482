import { MESSAGES, RestApiError } from '../../domain/errors';
import type { RestClient } from '../rest/restClient';
import type { EmailSubscriptionService } from './emailSubscription.types';
import { emailSubscriptionResponseSchema } from './emailSubscription.schemas';

/**
 * Newsletter sign-up on the `emailSub` base: POST /emailsub { email }. An ok answer resolves
 * true; a non-ok answer (its body logged) or no answer at all (network failure, timeout)
 * resolves false. Only the caller's abort is rethrown, since a cancel is not a failure.
 */
export function createHttpEmailSubscription({ client }: { client: RestClient }): EmailSubscriptionService {
  return {
    async subscribe(email, signal) {
      if (!email) throw new Error(MESSAGES.missingEmailInOptions);
      try {
        await client.request({
          method: 'POST',
          path: '/emailsub',
          body: { email },
          schema: emailSubscriptionResponseSchema,
          parseAs: 'text',
          signal,
        });
        return true;
      } catch (error) {
        if (signal?.aborted) throw error;
        if (error instanceof RestApiError) {
          console.warn(MESSAGES.errorResponseSubscribingEmail, error.statusCode, error.responseText);
        } else {
          console.warn(MESSAGES.errorWhileSubscribingEmail, error);
        }
        return false;
      }
    },
  };
}
