import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectEmailSignUpRef,
  selectIsCollectionSale,
  selectLoginToMintRef,
  selectMintSession,
  selectPageError,
  selectPageState,
  selectSale,
  selectWhitelistFormsRef,
  type MintPageError,
  type MintPageActorRef,
  type PageState,
} from '../../../machines/mintPage';
import { selectLoginStage, selectMintLoginRef } from '../../../machines/loginToMint';
import { selectForm, selectFormEmailSignUpRef } from '../../../machines/whitelistForms';
import { MESSAGES } from '../../domain/errors/messages';
import type { Sale } from '../../domain/sale/sale.types';
import { primaryButton } from '../components/buttonStyles';
import { FailureAlert } from '../components/FailureAlert';
import { MINT_TEXTS } from './mintTexts';
import { lazyChunk } from '../hydration/lazyChunk';
import type { EmailSignUpRef } from './EmailSignUpForm';

/*
 * The screens of a page the visitor has not started come with that part's charts, in chunks of
 * their own: a Mint page fetches no sign-up code, and no page fetches the login's or the mint's
 * code before the visitor reaches it.
 */
const WhitelistForms = lazyChunk(() => import('./WhitelistForms'));
const WhitelistCheckedScreen = lazyChunk(() => import('./WhitelistCheckedScreen'));
const MintLoginSteps = lazyChunk(() => import('./MintLoginSteps'));
const LoggedInScreens = lazyChunk(() => import('./LoggedInScreens'));
const Countdown = lazyChunk(async () => ({ default: (await import('./Countdown')).Countdown }));
const EmailSignUpForm = lazyChunk(async () => ({ default: (await import('./EmailSignUpForm')).EmailSignUpForm }));

/** The countdown's line while its code loads: the same height, so nothing below it moves. */
const COUNTDOWN_SPACE = <p aria-hidden="true">&nbsp;</p>;

const LOADING = <p role="status">{MINT_TEXTS.loading}</p>;

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
    case 'unsupportedCheckType':
      return MESSAGES.unsupportedCheckType;
    case 'unknownLoginCheckMethod':
      return MESSAGES.unknownLoginCheckMethod;
    default:
      return MESSAGES.unknownError;
  }
}

/** The sign-up's start, which the PreWhitelist countdown counts down to. */
const signUpCountdownTarget = (sale: Sale | null) => sale?.whitelist?.signUp?.countdownTarget ?? null;

/**
 * The mint page's screens (spec section 2): one per page state of the mint flow, in the page's
 * mint panel. They render the flow's state and send its events; the flow decides which screen shows.
 */
export default function MintScreens({ mint }: { mint: MintPageActorRef }) {
  const page = useSelector(mint, selectPageState);
  const sale = useSelector(mint, selectSale);
  return <Screen page={page} sale={sale} mint={mint} />;
}

function Screen({ page, sale, mint }: { page: PageState; sale: Sale | null; mint: MintPageActorRef }) {
  switch (page) {
    case 'Idle':
      return LOADING;
    case 'NoSale':
      return <h2>{MINT_TEXTS.noSale}</h2>;
    case 'Errored':
      return <PageErrorAlert mint={mint} />;
    case 'PreWhitelist': {
      const target = signUpCountdownTarget(sale);
      return (
        <>
          <h2>{MINT_TEXTS.preWhitelist}</h2>
          {target && (
            <Suspense fallback={COUNTDOWN_SPACE}>
              <Countdown target={target} />
            </Suspense>
          )}
        </>
      );
    }
    case 'Whitelist':
      return <WhitelistScreen mint={mint} />;
    case 'WhitelistChecking':
      return (
        <p role="status" aria-busy="true">
          {MINT_TEXTS.addingToWhitelist}
        </p>
      );
    case 'WhitelistChecked':
      return (
        <Suspense fallback={LOADING}>
          <WhitelistCheckedScreen mint={mint} sale={sale} />
        </Suspense>
      );
    case 'WhitelistNoSpots':
    case 'PreMint':
      return (
        <>
          {sale?.whitelist && <h2>{MINT_TEXTS.whitelistClosed}</h2>}
          <WaitlistEmailForm mint={mint} />
        </>
      );
    case 'Mint':
      return (
        <>
          <h2>{MINT_TEXTS.mintLive}</h2>
          <MintLogin mint={mint} />
        </>
      );
    case 'MintEntry':
    case 'MintShare':
    case 'Minting':
    case 'Minted':
      return (
        <Suspense fallback={LOADING}>
          <LoggedInScreens page={page} mint={mint} />
        </Suspense>
      );
    case 'MintNoSupply':
      return <h2>{MINT_TEXTS.noSupply}</h2>;
    case 'PostMint':
      return <h2>{MINT_TEXTS.postMint}</h2>;
  }
}

function WaitlistEmailForm({ mint }: { mint: MintPageActorRef }) {
  const form = useSelector(mint, selectEmailSignUpRef);
  return <PageEmailForm form={form} heading={MINT_TEXTS.waitlistSignup} />;
}

function PageErrorAlert({ mint }: { mint: MintPageActorRef }) {
  const error = useSelector(mint, selectPageError);
  return <p role="alert">{pageErrorText(error)}</p>;
}

/**
 * Whitelist (spec section 2): the sign-up section, the e-mail form when the configuration says
 * so, or the giveaway on a collection sale (the chart decides which); the last check's error
 * above the sign-up.
 */
function WhitelistScreen({ mint }: { mint: MintPageActorRef }) {
  const checkError = useSelector(mint, (snapshot) => selectMintSession(snapshot).checkError);
  const collectionSale = useSelector(mint, selectIsCollectionSale);
  const forms = useSelector(mint, selectWhitelistFormsRef);
  const form = useSelector(forms, (snapshot) => (snapshot ? selectForm(snapshot) : 'loading'));
  const emailForm = useSelector(forms, (snapshot) => snapshot && selectFormEmailSignUpRef(snapshot));
  const checkAlert = checkError && <p role="alert">{MESSAGES[checkError]}</p>;
  if (form === 'email') {
    return (
      <>
        {checkAlert}
        <PageEmailForm form={emailForm} heading={MINT_TEXTS.whitelistEmail} />
      </>
    );
  }
  return (
    <>
      <h2>{collectionSale ? MINT_TEXTS.giveaway : MINT_TEXTS.whitelist}</h2>
      {checkAlert}
      {form === 'failed' ? (
        <FailureAlert
          message={MESSAGES.errorWhileSigningUp}
          onRetry={() => forms?.send({ type: 'whitelistForms.retry' })}
        />
      ) : form === 'loading' || !forms ? (
        LOADING
      ) : (
        <Suspense fallback={LOADING}>
          <WhitelistForms forms={forms} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Mint (spec section 2): 'Log in to mint' starts the login steps, whose chart and screens load
 * then; the steps take the button's place.
 */
function MintLogin({ mint }: { mint: MintPageActorRef }) {
  const loginToMint = useSelector(mint, selectLoginToMintRef);
  const stage = useSelector(loginToMint, (snapshot) => (snapshot ? selectLoginStage(snapshot) : 'idle'));
  const login = useSelector(loginToMint, (snapshot) => snapshot && selectMintLoginRef(snapshot));
  if (stage === 'failed') return <FailureAlert onRetry={() => loginToMint?.send({ type: 'loginToMint.retry' })} />;
  const button = (
    <button
      type="button"
      css={primaryButton}
      disabled={stage !== 'idle'}
      aria-busy={stage === 'loading' || undefined}
      onClick={() => loginToMint?.send({ type: 'loginToMint.login' })}
    >
      {MINT_TEXTS.login}
    </button>
  );
  return stage === 'running' && login ? (
    <Suspense fallback={button}>
      <MintLoginSteps login={login} />
    </Suspense>
  ) : (
    button
  );
}

/** The e-mail form a page runs (an `emailSignUp` chart): WhitelistNoSpots and PreMint, or Whitelist's form. */
function PageEmailForm({ form, heading }: { form: EmailSignUpRef | undefined; heading: string }) {
  return form ? (
    <Suspense fallback={LOADING}>
      <EmailSignUpForm form={form} heading={heading} />
    </Suspense>
  ) : null;
}
