/** Newsletter sign-up: POST /emailsub with {email}. Resolves true on an ok answer, false otherwise. */
export interface EmailSubscriptionService {
  subscribe(email: string, signal?: AbortSignal): Promise<boolean>;
}
