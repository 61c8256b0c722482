import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain/errors';
import { TRY_AGAIN } from '../../../src/views/components/FailureAlert';
import { MINT_ENTRY_TEXTS } from '../../../src/views/mint/MintEntryScreen';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import type { UiModel } from '../driver';
import type { MintEntrySigningUi } from './mintEntrySigningJsdomDriver';
import { REFUSED, SIGNED } from './mintEntrySigningModel';

const form = () => waitFor(() => screen.getByRole('form', { name: MINT_TEXTS.finalizeMint }));

/** The tokens listed, each with its image when the chart has one: ['#101 /img', '#102'] */
function listedTokens(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('img')?.getAttribute('src')].filter(Boolean).join(' '));
}

/** The planned signature's tokens as the list shows them, with these images. */
const expectedTokens = (images: Record<string, string>) =>
  SIGNED.signedTokens.map((id) => [`#${id}`, images[id]].filter(Boolean).join(' '));

/** What MintEntry's screen shows at each stage of its signing. */
export const mintEntrySigningJsdomUi: UiModel<MintEntrySigningUi> = {
  assertions: {
    signing: async () => {
      const status = await waitFor(() => screen.getByRole('status'));
      expect(status).toHaveTextContent(MINT_ENTRY_TEXTS.signing);
      expect(screen.queryByRole('form')).toBeNull();
    },
    signFailed: async ({ lastAnswer }) => {
      const alert = await waitFor(() => screen.getByRole('alert'));
      expect(alert).toHaveTextContent(MESSAGES.fetchingSignatureFailed);
      expect(alert).toHaveTextContent(MESSAGES.provideInfoToDevelopers);
      // The server's reason, or 'No response' without one.
      expect(alert).toHaveTextContent(lastAnswer?.error === REFUSED ? REFUSED.message : 'No response');
      expect(within(alert).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
    },
    loadingThumbnails: async () => {
      const shown = await form();
      expect(listedTokens(shown)).toEqual(expectedTokens(SIGNED.nftImageMap));
      expect(within(shown).getByRole('button', { name: MINT_ENTRY_TEXTS.next })).toBeDisabled();
    },
    signed: async ({ lastAnswer }) => {
      // The images signing gave, with those fetchThumbnails found (none when it failed).
      const found = lastAnswer?.actorId === 'fetchThumbnails' ? (lastAnswer.output as Record<string, string>) : {};
      expect(listedTokens(await form())).toEqual(expectedTokens({ ...SIGNED.nftImageMap, ...found }));
    },
  },
  userActions: {
    'signing.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: TRY_AGAIN }));
    },
  },
};
