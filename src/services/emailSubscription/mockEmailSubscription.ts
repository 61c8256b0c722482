import { MESSAGES } from '../../domain/errors';
import type { MockDelay } from '../mock/mockDelays';
import type { MockTriggers } from '../mock/mockTriggers';
import type { EmailSubscriptionService } from './emailSubscription.types';

/** Mock newsletter sign-up: succeeds after the e-mail delay, or fails with 'Mock error' under `errorOnEmailSub`. */
export function createMockEmailSubscription({
  delay,
  triggers,
}: {
  delay: MockDelay;
  triggers: () => MockTriggers;
}): EmailSubscriptionService {
  return {
    async subscribe(email, signal) {
      if (!email) throw new Error(MESSAGES.missingEmailInOptions);
      await delay('email', signal);
      if (triggers().errorOnEmailSub) throw new Error(MESSAGES.mockError);
      return true;
    },
  };
}
