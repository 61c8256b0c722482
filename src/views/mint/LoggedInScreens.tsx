import type { MintPageActorRef, PageState } from '../../../machines/mintPage';
import { MintedScreen } from './MintedScreen';
import { MintEntryScreen } from './MintEntryScreen';
import { MintingScreen } from './MintingScreen';
import { MINT_TEXTS } from './mintTexts';
import { MintShareScreen } from './MintShareScreen';

/**
 * The screens of the chart's `loggedInPages`, the mint's pages after the login (spec sections 2
 * and 4): MintEntry, MintShare, Minting and Minted. A chunk of its own: a visitor who has not
 * logged in to mint never loads it.
 */
export default function LoggedInScreens({ page, mint }: { page: PageState; mint: MintPageActorRef }) {
  switch (page) {
    case 'MintEntry':
      return (
        <>
          <h2>{MINT_TEXTS.finalizeMint}</h2>
          <MintEntryScreen mint={mint} />
        </>
      );
    case 'MintShare':
      return (
        <>
          <h2>{MINT_TEXTS.readyToEnter}</h2>
          <MintShareScreen mint={mint} />
        </>
      );
    case 'Minting':
      return <MintingScreen mint={mint} title={MINT_TEXTS.minting} />;
    case 'Minted':
      return <MintedScreen mint={mint} />;
    default:
      return null;
  }
}
