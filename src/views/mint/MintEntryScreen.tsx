import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { selectSigningView } from '../../../machines/mintEntrySigning';
import {
  selectCanGoNext,
  selectHotWalletMismatch,
  selectMintEntrySigningRef,
  selectMintSession,
  type MintPageActorRef,
} from '../../../machines/mintPage';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton, secondaryButton } from '../components/buttonStyles';
import { TRY_AGAIN } from '../components/FailureAlert';
import { HotWalletMismatch } from '../wallet/HotWalletMismatch';

/** MintEntry's texts where the spec names none ('Finalize Mint' and NEXT are the spec's). */
export const MINT_ENTRY_TEXTS = {
  signing: 'Fetching your signature…',
  tokens: 'Your tokens',
  twitterLabel: 'Twitter handle (optional)',
  emailLabel: 'Email (optional)',
  next: 'NEXT',
} as const;

const MISMATCH_ID = 'mint-entry-wallet-mismatch';

/** MintEntry (spec sections 2, 5 and 8): the tokens signed for, the optional handles, NEXT. */
export function MintEntryScreen({ mint }: { mint: MintPageActorRef }) {
  const signing = useSelector(mint, selectMintEntrySigningRef);
  // While it signs, the signing chart has the tokens signed for so far; then the mint session keeps them.
  const signingView = useSelector(signing, (snapshot) => (snapshot ? selectSigningView(snapshot) : null));
  const session = useSelector(mint, selectMintSession);
  const canGoNext = useSelector(mint, selectCanGoNext);
  const mismatch = useSelector(mint, selectHotWalletMismatch);
  const id = useId();

  if (signingView?.stage === 'signing') {
    return (
      <p role="status" aria-busy="true">
        {MINT_ENTRY_TEXTS.signing}
      </p>
    );
  }
  if (signingView?.stage === 'signFailed') {
    return (
      <div role="alert">
        <p>{MESSAGES.fetchingSignatureFailed}</p>
        <p>{MESSAGES.provideInfoToDevelopers}</p>
        <p>
          <code>{signingView.error}</code>
        </p>
        <button type="button" css={secondaryButton} onClick={() => signing?.send({ type: 'signing.retry' })}>
          {TRY_AGAIN}
        </button>
      </div>
    );
  }
  const tokens = signingView?.tokens ?? session.signedTokens;
  const images = signingView?.images ?? session.nftImageMap;
  return (
    <form
      aria-label="Finalize Mint"
      css={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        mint.send({ type: 'mint.startMintShare' });
      }}
    >
      <section aria-labelledby={`${id}-tokens`}>
        <h3 id={`${id}-tokens`}>{MINT_ENTRY_TEXTS.tokens}</h3>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', listStyle: 'none', padding: 0 }}>
          {tokens.map((tokenId) => (
            <li key={tokenId} css={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
              {images[tokenId] ? (
                <img src={images[tokenId]} alt="" width={96} height={96} css={{ borderRadius: '0.5rem' }} />
              ) : null}
              <span>{`#${tokenId}`}</span>
            </li>
          ))}
        </ul>
      </section>
      <label htmlFor={`${id}-twitter`}>{MINT_ENTRY_TEXTS.twitterLabel}</label>
      <input
        id={`${id}-twitter`}
        type="text"
        autoComplete="username"
        value={session.signUpTwitter ?? ''}
        onChange={(event) => mint.send({ type: 'mint.twitterChanged', twitter: event.target.value })}
      />
      <label htmlFor={`${id}-email`}>{MINT_ENTRY_TEXTS.emailLabel}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={session.signUpEmail ?? ''}
        onChange={(event) => mint.send({ type: 'mint.emailChanged', email: event.target.value })}
      />
      {!signingView && mismatch && (
        <HotWalletMismatch id={MISMATCH_ID} expected={mismatch.expected} current={mismatch.current} />
      )}
      <button
        type="submit"
        css={primaryButton}
        disabled={!canGoNext}
        aria-describedby={mismatch ? MISMATCH_ID : undefined}
      >
        {MINT_ENTRY_TEXTS.next}
      </button>
    </form>
  );
}
