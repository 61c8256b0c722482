import { usageLabel } from '../../domain/sale/pageState';
import { importOnce } from '../../boot/importOnce';
import type { IdentityProofEdge } from './identityProof';
import type { LoggedInCharts } from './loggedInCharts';
import type { MintLoginFlowLogic } from './mintLogin';
import type { MintSteps, MintStepsEdge } from './mintSteps';
import type { SignUpFlows, SignUpFlowsEdge } from './signUpFlows';

/** What the mint page's later parts run on. */
export type MintPagePartsEdge = SignUpFlowsEdge & MintStepsEdge & Omit<IdentityProofEdge, 'usage'>;

/**
 * The mint page's child flows that come in chunks of their own: the Whitelist page's forms, the
 * Mint page's login, the charts of the pages that need a user, and the share and on-chain mint.
 * Each loads once, when the chart asks for it in a state of its own (a failed load is tried again
 * on the next ask); the chart's children then find the bound logic here (deferredLogic). A visit of
 * a Mint page fetches no sign-up code, and nobody fetches the login's code before pressing 'Log in
 * to mint'.
 */
export function createMintPageParts(edge: MintPagePartsEdge) {
  const loaded: { forms?: SignUpFlows; login?: MintLoginFlowLogic; steps?: MintSteps; loggedIn?: LoggedInCharts } = {};
  const signUpFlows = importOnce(() => import('./signUpFlows'));
  const mintLogin = importOnce(() => import('./mintLogin'));
  const mintSteps = importOnce(() => import('./mintSteps'));
  const loggedInCharts = importOnce(() => import('./loggedInCharts'));
  const parts = {
    loaded,
    loadForms: async () => {
      loaded.forms ??= (await signUpFlows()).bindSignUpFlows(edge);
    },
    loadLogin: async () => {
      loaded.login ??= (await mintLogin()).bindMintLoginFlow({ ...edge, usage: () => usageLabel('Mint') });
    },
    loadSteps: async () => {
      loaded.steps ??= (await mintSteps()).bindMintSteps(edge);
    },
    /** The charts of the pages that need a user: they load the steps' code themselves, through `parts`. */
    loadLoggedIn: async () => {
      loaded.loggedIn ??= (await loggedInCharts()).bindLoggedInCharts(edge, parts);
    },
  };
  return parts;
}

export type MintPageParts = ReturnType<typeof createMintPageParts>;
