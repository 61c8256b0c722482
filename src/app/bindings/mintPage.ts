import { fromPromise, type PromiseActorLogic } from 'xstate';
import { emailSignUpMachine } from '../../../machines/emailSignUp';
import { mintPageMachine, type LoadedSale, type MintPageEvent, type PhaseTimerInput } from '../../../machines/mintPage';
import type { PhaseTimerOutput } from '../../../machines/phaseTimer';
import { selectAddress, selectLoggedIn, selectRestoring, type UserSnapshot } from '../../../machines/user';
import { initialPageState, needsUser, usageLabel } from '../../domain/sale/pageState';
import { currentPhase } from '../../domain/sale/salePhases';
import { resolveSaleState } from '../../domain/sale/saleState';
import type { AnalyticsService } from '../../services/analytics/analytics.types';
import { failureOf } from '../../services/analytics/failure';
import type { Services } from '../../services/services.types';
import { importOnce } from '../../boot/importOnce';
import { deferredLogic } from './deferredLogic';
import { bindLoginToMint } from './loginToMint';
import { createMintPageParts, type MintPageParts, type MintPagePartsEdge } from './mintPageParts';
import { readPendingMint } from '../../services/sale/pendingMint';
import { hasPostRedirectData } from '../../services/social/postRedirectKey';
import { bindPhaseTimer, type PhaseTimerEdge } from './phaseTimer';
import { bindWhitelistForms } from './whitelistForms';
import { bindWhitelistResult } from './whitelistResult';
import { watchSystemActor } from './watchSystemActor';

/** What the mint page runs on. */
export interface MintPageEdge extends PhaseTimerEdge, MintPagePartsEdge {
  services: () => Promise<Services>;
  analytics: AnalyticsService;
}

/**
 * Binds the mint page (spec sections 3, 4 and 7) to the sale service, the clock, the phase timer
 * and the user flow (found by its systemId). Its later parts (the Whitelist page's forms, the
 * login, the share and the on-chain mint) load when the chart asks for them (`parts`; tests pass
 * theirs, already loaded).
 */
export function bindMintPage(edge: MintPageEdge, parts: MintPageParts = createMintPageParts(edge)) {
  const now = () => new Date(edge.now());
  const phaseTimer = bindPhaseTimer(edge);
  // Code that only some visits need: the story-key parser, and the reader of the handles typed
  // before the Twitter authorization. Each names the one export it takes, so that the bundler
  // leaves the module's others out of its chunk.
  const storyKeyParser = importOnce(async () => (await import('../../domain/storyKey')).storyKeyPathOf);
  const postRedirectReader = importOnce(
    async () => (await import('../../services/social/postRedirectData')).restorePostRedirectData,
  );
  const emailSignUp = emailSignUpMachine.provide({
    actors: {
      subscribeEmail: fromPromise(async ({ input, signal }) =>
        (await edge.services()).sale.subscribeEmail({ socialHandles: { email: input.email } }, signal),
      ),
    },
  });
  return mintPageMachine.provide({
    actors: {
      loadSale: fromPromise(async ({ input, signal }): Promise<LoadedSale | null> => {
        const { sale: saleService } = await edge.services();
        const { saleId, saleType } = input.target;
        const sale = saleId
          ? await saleService.fetchSale(saleId, signal)
          : await saleService.fetchCurrentSale(saleType ?? undefined, signal);
        if (!sale) return null;
        // A mint sent before a reload: the chart resumes its wait on Minting.
        const resume = readPendingMint(edge.sessionStorage, sale.saleId);
        // The page lands where a user is needed (a resumed mint, a forced page): their charts first.
        // Code that does not come is a load failure without a message of its own: the page says
        // 'Unknown load error has occurred.', not the browser's words about a module (kept as the
        // cause, for the log).
        if (resume || needsUser(input.forcedPage)) {
          await parts.loadLoggedIn().catch((cause: unknown) => Promise.reject(new Error('', { cause })));
        }
        const { phase, state } = await resolveSaleState(sale, now(), {
          waitlistSpots: () => saleService.fetchWhitelistRemainingSpots({ saleId: sale.saleId }, signal),
          waitlistSupply: () => saleService.fetchWhitelistMintRemainingSupply({ saleId: sale.saleId }, signal),
          publicSupply: () => saleService.fetchPublicMintRemainingSupply({ saleId: sale.saleId }, signal),
        });
        // Back from the Twitter authorization: the handles typed before leaving (read once, and
        // removed). Their reader loads only then.
        const postRedirect = hasPostRedirectData(edge.storage) ? (await postRedirectReader())(edge.storage) : null;
        return { sale, saleState: state, phasePage: initialPageState(phase, state), resume, postRedirect };
      }),
      findPhasePage: fromPromise(async ({ input }) =>
        initialPageState(currentPhase(input.sale, now()), input.saleState),
      ),
      // The timer is a chart of its own; the mint chart declares it as the promise of its output.
      phaseTimer: phaseTimer as unknown as PromiseActorLogic<PhaseTimerOutput, PhaseTimerInput>,
      addToWhitelist: fromPromise(async ({ input, signal }) => {
        // The story key comes from the service: a malformed one is logged and shown as no story.
        // Its parser comes with the first whitelisting, not with the page, and before the sign-up
        // is sent: code that does not arrive must never turn a sign-up the server took into a
        // failure that Try again would send again.
        const [services, storyKeyPathOf] = await Promise.all([edge.services(), storyKeyParser()]);
        const result = await services.sale.addToWhitelist(
          { saleId: input.saleId, whitelistPayload: { nonce: input.nonce, hotWallet: input.hotWallet } },
          signal,
        );
        return { ...result, storyKey: storyKeyPathOf(result.storyKey) };
      }),
      emailSignUp,
      whitelistForms: bindWhitelistForms({ parts, emailSignUp }),
      whitelistResult: bindWhitelistResult(parts),
      // The app's user flow (systemId 'user'), in the actor system the mint page is spawned in.
      // While the remembered wallet is restored nobody is known to be logged out: a reload
      // during Minting must not reset the page before the wallet is back.
      watchUser: watchSystemActor('user', (snapshot: UserSnapshot): MintPageEvent[] => [
        {
          type: 'mint.userChanged',
          loggedIn: selectRestoring(snapshot) ? null : selectLoggedIn(snapshot),
          address: selectAddress(snapshot),
        },
      ]),
      loginToMint: bindLoginToMint(parts),
      // The logged-in pages' charts come with the login or with a sale that lands on those pages.
      mintEntrySigning: deferredLogic('mintEntrySigning', () => parts.loaded.loggedIn?.mintEntrySigning),
      shareToMint: deferredLogic('shareToMint', () => parts.loaded.loggedIn?.shareToMint),
      mintStep: deferredLogic('mintStep', () => parts.loaded.loggedIn?.mintStep),
    },
    actions: {
      trackWhitelistAdd: ({ context }, params) => {
        const saleId = context.sale?.saleId ?? '';
        if (params.stage === 'start') edge.analytics.track({ name: 'WhitelistAddStart', saleId });
        else if (params.stage === 'success') {
          edge.analytics.track({ name: 'WhitelistAddSuccess', saleId, added: params.added });
        } else edge.analytics.track({ name: 'WhitelistAddError', saleId, ...failureOf(params.error) });
      },
      // Both are sent from the page their names say (MintEntry's NEXT, MintShare's share): its usage label.
      trackEntryFinal: () => edge.analytics.track({ name: 'EntryFinal', usage: usageLabel('MintEntry') }),
      trackMintShareSuccess: ({ context }) =>
        edge.analytics.track({
          name: 'MintShareSuccess',
          saleId: context.sale?.saleId ?? '',
          usage: usageLabel('MintShare'),
        }),
      logFailure: ({ event }) => console.warn('[mint]', event),
    },
  });
}

export type MintPageLogic = ReturnType<typeof bindMintPage>;
