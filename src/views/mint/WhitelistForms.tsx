import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectGiveawayRef, selectWhitelistForm, type MintSnapshot } from '../../../machines/mint';
import { GiveawaySection } from './GiveawaySection';
import { WhitelistSignUpSection, type WhitelistSignUpRef } from './WhitelistSignUpSection';

/**
 * The Whitelist page's form: the sign-up section (characterPass sales) or the giveaway (collection
 * sales), as the mint chart runs them. A chunk of its own, loaded with the forms' charts.
 */
export default function WhitelistForms({ mint }: { mint: AnyActorRef }) {
  const form = useSelector(mint, (snapshot: MintSnapshot) => selectWhitelistForm(snapshot));
  const signUp = useSelector(
    mint,
    (snapshot: MintSnapshot) => snapshot.children.whitelistSignUp as WhitelistSignUpRef | undefined,
  );
  const giveaway = useSelector(mint, (snapshot: MintSnapshot) => selectGiveawayRef(snapshot));
  if (form === 'giveaway' && giveaway) return <GiveawaySection flow={giveaway} />;
  if (form === 'signUp' && signUp) return <WhitelistSignUpSection flow={signUp} />;
  return null;
}
