import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectMintStepRef, type MintPageActorRef } from '../../../machines/mintPage';
import { selectMintTransactionRef } from '../../../machines/mintStep';
import {
  selectAwaitingWallet,
  selectSentHash,
  selectTakingLong,
  type mintTransactionMachine,
} from '../../../machines/mintTransaction';
import { MINT_MESSAGES } from '../../domain/errors/mintMessages';
import { TransactionLink } from './TransactionLink';

/** Minting's texts under 'Minting…' (the spec names none). */
export const MINTING_TEXTS = {
  approve: 'Approve the transaction in your wallet.',
  sent: 'Your transaction is on its way.',
} as const;

/** Minting (spec section 2): 'Minting…', and where the mint stands while it runs. */
export function MintingScreen({ mint, title }: { mint: MintPageActorRef; title: string }) {
  const step = useSelector(mint, selectMintStepRef);
  const minting = useSelector(step, (snapshot) => snapshot && selectMintTransactionRef(snapshot));
  return (
    <div css={{ display: 'grid', gap: '0.75rem' }}>
      <p role="status" aria-busy="true">
        {title}
      </p>
      {minting && <MintingProgress minting={minting} />}
    </div>
  );
}

function MintingProgress({ minting }: { minting: ActorRefFrom<typeof mintTransactionMachine> }) {
  const awaitingWallet = useSelector(minting, selectAwaitingWallet);
  const hash = useSelector(minting, selectSentHash);
  const takingLong = useSelector(minting, selectTakingLong);
  return (
    <>
      {awaitingWallet && <p>{MINTING_TEXTS.approve}</p>}
      {hash && (
        <p>
          {MINTING_TEXTS.sent} <TransactionLink hash={hash} />
        </p>
      )}
      {takingLong && <p role="status">{MINT_MESSAGES.mintTakingLong}</p>}
    </>
  );
}
