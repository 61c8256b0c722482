import { useSelector } from '@xstate/react';
import {
  selectGiveawayRef,
  selectWhitelistForm,
  selectWhitelistSignUpRef,
  type MintPageActorRef,
} from '../../../machines/mintPage';
import { GiveawaySection } from './GiveawaySection';
import { WhitelistSignUpSection } from './WhitelistSignUpSection';

/**
 * The Whitelist page's form: the sign-up section (characterPass sales) or the giveaway (collection
 * sales), as the mint chart runs them. A chunk of its own, loaded with the forms' charts.
 */
export default function WhitelistForms({ mint }: { mint: MintPageActorRef }) {
  const form = useSelector(mint, selectWhitelistForm);
  const signUp = useSelector(mint, selectWhitelistSignUpRef);
  const giveaway = useSelector(mint, selectGiveawayRef);
  if (form === 'giveaway' && giveaway) return <GiveawaySection flow={giveaway} />;
  if (form === 'signUp' && signUp) return <WhitelistSignUpSection flow={signUp} />;
  return null;
}
