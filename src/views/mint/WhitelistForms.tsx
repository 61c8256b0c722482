import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectForm,
  selectGiveawayRef,
  selectWhitelistSignUpRef,
  type whitelistFormsMachine,
} from '../../../machines/whitelistForms';
import { GiveawaySection } from './GiveawaySection';
import { WhitelistSignUpSection } from './WhitelistSignUpSection';

/**
 * The Whitelist page's form: the sign-up section (characterPass sales) or the giveaway (collection
 * sales), as the forms' chart runs them. A chunk of its own, loaded with the forms' charts.
 */
export default function WhitelistForms({ forms }: { forms: ActorRefFrom<typeof whitelistFormsMachine> }) {
  const form = useSelector(forms, selectForm);
  const signUp = useSelector(forms, selectWhitelistSignUpRef);
  const giveaway = useSelector(forms, selectGiveawayRef);
  if (form === 'giveaway' && giveaway) return <GiveawaySection flow={giveaway} />;
  if (form === 'signUp' && signUp) return <WhitelistSignUpSection flow={signUp} />;
  return null;
}
