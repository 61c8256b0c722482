import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectGiveawayRegistered, selectMintSession, type MintSnapshot } from '../../../machines/mint';
import type { Sale } from '../../domain/sale/sale.types';
import { GiveawayRegistered } from './GiveawayRegistered';
import { WhitelistResult } from './WhitelistResult';

/**
 * WhitelistChecked: the giveaway's success page on a collection sale, else the whitelist result.
 * A chunk of its own: only visitors who signed up see it.
 */
export default function WhitelistCheckedScreen({ mint, sale }: { mint: AnyActorRef; sale: Sale | null }) {
  const registered = useSelector(mint, (snapshot: MintSnapshot) => selectGiveawayRegistered(snapshot));
  const alreadyEntered = useSelector(mint, (snapshot: MintSnapshot) => selectMintSession(snapshot).alreadyEntered);
  return registered ? (
    <GiveawayRegistered sale={sale} alreadyEntered={alreadyEntered} />
  ) : (
    <WhitelistResult mint={mint} />
  );
}
