import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MINTING_TEXTS } from '../../../src/views/mint/MintingScreen';
import { MINT_TEXTS } from '../../../src/views/mint/mintTexts';
import type { UiModel } from '../driver';
import type { MintStepUi } from './mintStepJsdomDriver';

const minting = () => waitFor(() => screen.getByRole('status'));

/**
 * What Minting shows at each stage of its mint ('Minting…' throughout, the wallet's request once
 * asked), and how the mint ended: the end the mint page acts on, from the plan's answer.
 */
export const mintStepJsdomUi: UiModel<MintStepUi> = {
  assertions: {
    loadingSteps: async () => {
      expect(await minting()).toHaveTextContent(MINT_TEXTS.minting);
      expect(screen.queryByText(MINTING_TEXTS.approve)).toBeNull();
    },
    minting: async ({ actor }) => {
      expect(await minting()).toHaveTextContent(MINT_TEXTS.minting);
      // The mint's first step waits: the wallet has not been asked yet.
      expect(screen.queryByText(MINTING_TEXTS.approve)).toBeNull();
      expect(actor.getSnapshot().children.mintTransaction).toBeDefined();
    },
    ended: async ({ actor, lastAnswer }) => {
      expect(await minting()).toHaveTextContent(MINT_TEXTS.minting);
      // A refusal as the mint said it; a mint that stopped, or code that did not load, is a plain failure.
      const answered = lastAnswer?.actorId === 'mintTransaction' && lastAnswer.error === undefined;
      expect(actor.getSnapshot().output).toEqual(
        answered ? lastAnswer.output : { outcome: 'failed', reason: 'failed' },
      );
    },
  },
};
