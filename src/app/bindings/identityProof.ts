import { fromPromise, type PromiseActorLogic } from 'xstate';
import { identityProofMachine, type ProviderLoginResult, type VerifiedSession } from '../../../machines/identityProof';
import { mockIdentityProviderMachine } from '../../../machines/mockIdentityProvider';
import { identityProofTimeLeft, parseIdentityProof } from '../../domain/identityProof';
import type { UsageLabel } from '../../domain/sale/pageState';
import type { AnalyticsService } from '../../services/analytics/analytics.types';
import { failureOf } from '../../services/analytics/failure';
import {
  readIdentityProofSession,
  removeIdentityProofSession,
  writeIdentityProofSession,
  type StoredIdentityProofSession,
} from '../../services/identityProof/identityProofSession';
import type { Services } from '../../services/services.types';
import type { KeyValueStorage } from '../safeStorage';

/** The provider login's logic as the identity-proof chart declares it (a promise of a nonce and a status). */
type ProviderLoginLogic = PromiseActorLogic<ProviderLoginResult, { policyId: string; tokenName: string }>;

/** What the identity-proof flow runs on. */
export interface IdentityProofEdge {
  services: () => Promise<Services>;
  /** Local storage: the session survives a reload for its 5 minutes. */
  storage: KeyValueStorage;
  now: () => number;
  analytics: AnalyticsService;
  /** The page's usage label for analytics (whitelist or mint by page state). */
  usage: () => UsageLabel;
  /**
   * The provider's login: its widget (src/services/identityProof/tokenproofWidget.ts), or null
   * for the mock provider's dialog (machines/mockIdentityProvider).
   */
  widgetLogin: ((policyId: string, signal: AbortSignal) => Promise<ProviderLoginResult>) | null;
}

/** Binds the identity-proof flow to storage, the accounts service and the provider's login. */
export function bindIdentityProofFlow(edge: IdentityProofEdge) {
  const { widgetLogin } = edge;
  const verified = (session: StoredIdentityProofSession): VerifiedSession => ({
    account: parseIdentityProof(session.tpResult),
    timeLeftMs: identityProofTimeLeft(session.lastVerified, edge.now()),
  });

  return identityProofMachine.provide({
    actors: {
      restoreSession: fromPromise(async ({ input }) => {
        const stored = readIdentityProofSession(edge.storage, input.policyId);
        return stored && verified(stored);
      }),
      // The mock provider is a chart, not a promise: the dialog is a decision of the user, which
      // tests drive by clicks. Its output is what the placeholder promises (a nonce and a
      // status); xstate types a provided actor by the placeholder's logic, hence the cast.
      providerLogin: widgetLogin
        ? fromPromise(({ input, signal }) => widgetLogin(input.policyId, signal))
        : (mockIdentityProviderMachine as unknown as ProviderLoginLogic),
      verifyAccounts: fromPromise(async ({ input, signal }) => {
        const tpResult = await (await edge.services()).identityProof.fetchAccount(input.nonce, signal);
        const session: StoredIdentityProofSession = { lastVerified: edge.now(), tpResult, policyId: input.policyId };
        writeIdentityProofSession(edge.storage, session);
        return verified(session);
      }),
    },
    actions: {
      forgetSession: () => removeIdentityProofSession(edge.storage),
      trackStart: () => edge.analytics.track({ name: 'TokenproofStart', usage: edge.usage() }),
      trackSuccess: () => edge.analytics.track({ name: 'TokenproofSuccess', usage: edge.usage() }),
      trackError: (_, params) =>
        edge.analytics.track({ name: 'TokenproofError', usage: edge.usage(), ...failureOf(params.error) }),
    },
  });
}

export type IdentityProofFlowLogic = ReturnType<typeof bindIdentityProofFlow>;
