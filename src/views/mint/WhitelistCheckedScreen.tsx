import { useSelector } from '@xstate/react';
import { selectMintSession, selectWhitelistResultRef, type MintPageActorRef } from '../../../machines/mintPage';
import { selectGiveawayRegistered } from '../../../machines/whitelistResult';
import type { Sale } from '../../domain/sale/sale.types';
import { GiveawayRegistered } from './GiveawayRegistered';
import { WhitelistResult } from './WhitelistResult';

/**
 * WhitelistChecked: the giveaway's success page on a collection sale, else the whitelist result.
 * A chunk of its own: only visitors who signed up see it.
 */
export default function WhitelistCheckedScreen({ mint, sale }: { mint: MintPageActorRef; sale: Sale | null }) {
  const result = useSelector(mint, selectWhitelistResultRef);
  const registered = useSelector(result, (snapshot) => snapshot !== undefined && selectGiveawayRegistered(snapshot));
  const alreadyEntered = useSelector(mint, (snapshot) => selectMintSession(snapshot).alreadyEntered);
  return registered ? (
    <GiveawayRegistered sale={sale} alreadyEntered={alreadyEntered} />
  ) : (
    <WhitelistResult mint={mint} />
  );
}
