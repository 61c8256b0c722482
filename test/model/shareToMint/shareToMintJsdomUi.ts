import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain/errors';
import { TRY_AGAIN } from '../../../src/views/components/FailureAlert';
import { MINT_SHARE_TEXTS } from '../../../src/views/mint/MintShareScreen';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import type { UiModel } from '../driver';
import type { ShareToMintUi } from './shareToMintJsdomDriver';

const shareSection = () => screen.queryByRole('region', { name: 'Share to mint' });

/** What MintShare's screen shows at each stage of its share; Back is always there. */
export const shareToMintJsdomUi: UiModel<ShareToMintUi> = {
  assertions: {
    loadingSteps: async () => {
      expect(await waitFor(() => screen.getByRole('status'))).toHaveTextContent(MINT_TEXTS.loading);
      expect(shareSection()).toBeNull();
    },
    missingData: async () => {
      expect(await waitFor(() => screen.getByRole('alert'))).toHaveTextContent(MESSAGES.missingMintData);
      expect(shareSection()).toBeNull();
      expect(screen.getByRole('button', { name: MINT_SHARE_TEXTS.back })).toBeEnabled();
    },
    sharing: async () => {
      await waitFor(() => expect(shareSection()).not.toBeNull());
      expect(screen.queryByText(MINT_TEXTS.loading)).toBeNull();
    },
    shareFailed: async () => {
      const alert = await waitFor(() => screen.getByRole('alert'));
      expect(alert).toHaveTextContent(MESSAGES.anErrorHasOccurred);
      expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
      expect(shareSection()).toBeNull();
    },
    shared: async () => {
      // The share is over: the mint page goes on to Minting.
      await waitFor(() => expect(shareSection()).toBeNull());
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  userActions: {
    'shareToMint.retry': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: TRY_AGAIN }));
    },
  },
};
