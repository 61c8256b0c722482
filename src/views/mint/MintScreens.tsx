import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  selectGiveawayRef,
  selectGiveawayRegistered,
  selectMintSession,
  selectPageError,
  selectPageState,
  selectSale,
  selectWhitelistForm,
  type MintPageError,
  type MintSnapshot,
  type PageState,
} from '../../../machines/mint';
import { MESSAGES } from '../../domain/errors/messages';
import type { Sale } from '../../domain/sale/sale.types';
import { FailureAlert } from '../components/FailureAlert';
import { MINT_TEXTS } from './mintTexts';
import { Countdown } from './Countdown';
import { EmailSignUpForm, type EmailSignUpRef } from './EmailSignUpForm';
import { SaleHeader, SaleTerms } from './SaleHeader';
import { GiveawayRegistered } from './GiveawayRegistered';
import { GIVEAWAY_TEXTS, GiveawaySection } from './GiveawaySection';
import { WhitelistResult } from './WhitelistResult';
import { WhitelistSignUpSection, type WhitelistSignUpRef } from './WhitelistSignUpSection';

/** The mint flow's screens (Mint to Minted): their own chunk, off the sign-up pages' path. */
const MintFlowScreen = lazy(() => import('./MintFlowScreen'));

/** The catalogue's words for the page error (spec section 8). */
export function pageErrorText(error: MintPageError | null): string {
  switch (error?.kind) {
    case 'loadFailed':
      return error.message ?? MESSAGES.unknownLoadError;
    case 'unexpectedCurrentPage':
      return MESSAGES.unexpectedCurrentPage;
    case 'unexpectedPageState':
      return MESSAGES.unexpectedPageState;
    case 'unknownSaleType':
      return MESSAGES.unknownSaleType;
    default:
      return MESSAGES.unknownError;
  }
}

/** The sign-up's start, which the PreWhitelist countdown counts down to. */
const signUpCountdownTarget = (sale: Sale | null) => sale?.whitelist?.signUp?.countdownTarget ?? null;

/**
 * The mint page's screens (spec section 2): one per page state of the mint flow. They render the
 * flow's state and send its events; the flow decides which screen shows.
 */
export default function MintScreens({ mint }: { mint: AnyActorRef }) {
  const page = useSelector(mint, (snapshot: MintSnapshot) => selectPageState(snapshot));
  const sale = useSelector(mint, (snapshot: MintSnapshot) => selectSale(snapshot));
  const showsSale = sale !== null && page !== 'Idle' && page !== 'NoSale' && page !== 'Errored';
  return (
    <>
      {showsSale && <SaleHeader sale={sale} />}
      <Screen page={page} sale={sale} mint={mint} />
      {showsSale && <SaleTerms />}
    </>
  );
}

function Screen({ page, sale, mint }: { page: PageState; sale: Sale | null; mint: AnyActorRef }) {
  switch (page) {
    case 'Idle':
      return <p role="status">{MINT_TEXTS.loading}</p>;
    case 'NoSale':
      return <h2>{MINT_TEXTS.noSale}</h2>;
    case 'Errored':
      return <PageErrorAlert mint={mint} />;
    case 'PreWhitelist': {
      const target = signUpCountdownTarget(sale);
      return (
        <>
          <h2>{MINT_TEXTS.preWhitelist}</h2>
          {target && <Countdown target={target} />}
        </>
      );
    }
    case 'Whitelist':
      return <WhitelistScreen mint={mint} sale={sale} />;
    case 'WhitelistChecking':
      return (
        <p role="status" aria-busy="true">
          {MINT_TEXTS.addingToWhitelist}
        </p>
      );
    case 'WhitelistChecked':
      return <WhitelistCheckedScreen mint={mint} sale={sale} />;
    case 'WhitelistNoSpots':
    case 'PreMint':
      return (
        <>
          {sale?.whitelist && <h2>{MINT_TEXTS.whitelistClosed}</h2>}
          <PageEmailForm mint={mint} heading={MINT_TEXTS.waitlistSignup} />
        </>
      );
    case 'Mint':
    case 'MintEntry':
    case 'MintShare':
    case 'Minting':
    case 'Minted':
      return (
        <Suspense fallback={<p role="status">{MINT_TEXTS.loading}</p>}>
          <MintFlowScreen page={page} mint={mint} />
        </Suspense>
      );
    case 'MintNoSupply':
      return <h2>{MINT_TEXTS.noSupply}</h2>;
    case 'PostMint':
      return <h2>{MINT_TEXTS.postMint}</h2>;
  }
}

function PageErrorAlert({ mint }: { mint: AnyActorRef }) {
  const error = useSelector(mint, (snapshot: MintSnapshot) => selectPageError(snapshot));
  return <p role="alert">{pageErrorText(error)}</p>;
}

/**
 * Whitelist (spec section 2): the sign-up section, the e-mail form when the configuration says
 * so, or the giveaway on a collection sale (the chart decides which); the last check's error
 * above the sign-up.
 */
function WhitelistScreen({ mint, sale }: { mint: AnyActorRef; sale: Sale | null }) {
  const checkError = useSelector(mint, (snapshot: MintSnapshot) => selectMintSession(snapshot).checkError);
  const form = useSelector(mint, (snapshot: MintSnapshot) => selectWhitelistForm(snapshot));
  const signUp = useSelector(
    mint,
    (snapshot: MintSnapshot) => snapshot.children.whitelistSignUp as WhitelistSignUpRef | undefined,
  );
  const giveaway = useSelector(mint, (snapshot: MintSnapshot) => selectGiveawayRef(snapshot));
  const checkAlert = checkError && <p role="alert">{MESSAGES[checkError]}</p>;
  if (form === 'email') {
    return (
      <>
        {checkAlert}
        <PageEmailForm mint={mint} heading={MINT_TEXTS.whitelistEmail} />
      </>
    );
  }
  const heading = sale?.saleType === 'collection' ? GIVEAWAY_TEXTS.title : MINT_TEXTS.whitelist;
  return (
    <>
      <h2>{heading}</h2>
      {checkAlert}
      {form === 'failed' && <FailureAlert onRetry={() => mint.send({ type: 'mint.retrySignUp' })} />}
      {form === 'giveaway' && giveaway && <GiveawaySection flow={giveaway} />}
      {form === 'signUp' && signUp && <WhitelistSignUpSection flow={signUp} />}
    </>
  );
}

/** WhitelistChecked: the giveaway's success page on a collection sale, else the whitelist result. */
function WhitelistCheckedScreen({ mint, sale }: { mint: AnyActorRef; sale: Sale | null }) {
  const registered = useSelector(mint, (snapshot: MintSnapshot) => selectGiveawayRegistered(snapshot));
  const alreadyEntered = useSelector(mint, (snapshot: MintSnapshot) => selectMintSession(snapshot).alreadyEntered);
  return registered ? (
    <GiveawayRegistered sale={sale} alreadyEntered={alreadyEntered} />
  ) : (
    <WhitelistResult mint={mint} />
  );
}

/** The e-mail form the page state runs (its `emailSignUp` child). */
function PageEmailForm({ mint, heading }: { mint: AnyActorRef; heading: string }) {
  const form = useSelector(
    mint,
    (snapshot: MintSnapshot) => snapshot.children.emailSignUp as EmailSignUpRef | undefined,
  );
  return form ? <EmailSignUpForm form={form} heading={heading} /> : null;
}
