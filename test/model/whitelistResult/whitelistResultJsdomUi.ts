import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { GIVEAWAY_REGISTERED_TEXTS } from '../../../src/views/mint/GiveawayRegistered';
import { SHARE_YOUR_STORY } from '../../../src/views/mint/WhitelistResult';
import type { UiModel } from '../driver';
import type { WhitelistResultUi } from './whitelistResultJsdomDriver';

const STORY_HEADING = "We've created an OpenAI story with your Ape!";
const shareButton = () => screen.queryByRole('button', { name: SHARE_YOUR_STORY });
const heading = (name: string) => waitFor(() => screen.getByRole('heading', { name }));

/** What WhitelistChecked shows at each stage of its result. */
export const whitelistResultJsdomUi: UiModel<WhitelistResultUi> = {
  assertions: {
    loadingStory: async () => {
      await heading(STORY_HEADING);
      expect(shareButton()).toBeNull();
    },
    withStory: async () => {
      await heading(STORY_HEADING);
      // The button waits for the story frame (machines/storyReveal).
      expect(await waitFor(() => screen.getByRole('button', { name: SHARE_YOUR_STORY }))).toBeDisabled();
      expect(screen.getByTitle('Your story')).toBeInTheDocument();
    },
    giveawayRegistered: async () => {
      await heading(GIVEAWAY_REGISTERED_TEXTS.heading);
      expect(screen.getByRole('navigation', { name: GIVEAWAY_REGISTERED_TEXTS.next })).toBeInTheDocument();
    },
    plain: async ({ actor }) => {
      // A story that could not be revealed still has its heading; the result alone has its own.
      const madeStory = actor.getSnapshot().context.result === 'story';
      await heading(madeStory ? STORY_HEADING : 'You are now in the whitelist!');
      expect(shareButton()).toBeNull();
    },
  },
};
