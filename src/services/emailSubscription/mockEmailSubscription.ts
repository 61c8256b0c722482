import { MESSAGES } from '../../domain/errors';
import type { MockDelay } from '../mock/mockDelays';
import type { EmailSubscriptionService } from './emailSubscription.types';

/** Mock newsletter sign-up: succeeds after the e-mail delay. */
export function createMockEmailSubscription({ delay }: { delay: MockDelay }): EmailSubscriptionService {
  return {
    async subscribe(email, signal) {
      if (!email) throw new Error(MESSAGES.missingEmailInOptions);
      await delay('email', signal);
      return true;
    },
  };
}
