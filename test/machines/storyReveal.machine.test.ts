import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectCanShareStory, selectStoryKey } from '../../machines/storyReveal';
import { bindStoryRevealFlow, storyTweetUrl } from '../../src/app/bindings/storyReveal';

const STORY = '0xa11ce0000000000000000000000000000000000a/bayc-1';

function start() {
  const opened: string[] = [];
  const clock = new SimulatedClock();
  const logic = bindStoryRevealFlow({
    origin: 'https://site.test',
    productName: 'Storyverse',
    openTab: (url) => void opened.push(url),
  });
  const actor = createActor(logic, { input: { storyKey: STORY }, clock }).start();
  const canShare = () => selectCanShareStory(actor.getSnapshot());
  return { actor, clock, opened, canShare };
}

describe("'SHARE YOUR STORY!' (spec sections 4 and 9)", () => {
  it('is enabled 2 s after the story frame reports loaded, not before', () => {
    const { actor, clock, canShare } = start();
    clock.increment(5_000);
    expect(canShare()).toBe(false);
    actor.send({ type: 'storyReveal.loaded' });
    clock.increment(1_999);
    expect(canShare()).toBe(false);
    clock.increment(1);
    expect(canShare()).toBe(true);
  });

  it('shares the story in a tweet on the first click and is disabled after it', () => {
    const { actor, clock, opened, canShare } = start();
    actor.send({ type: 'storyReveal.loaded' });
    clock.increment(2_000);
    actor.send({ type: 'storyReveal.share' });
    actor.send({ type: 'storyReveal.share' });
    expect(opened).toEqual([storyTweetUrl('https://site.test', STORY, 'Storyverse')]);
    expect(canShare()).toBe(false);
    // Shared once is the button's end: the chart is done, still holding its story.
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectStoryKey(actor.getSnapshot())).toBe(STORY);
  });

  it('does not wait for ever on a frame that never reports loaded: enabled after 15 s', () => {
    const { clock, canShare } = start();
    clock.increment(14_999);
    expect(canShare()).toBe(false);
    clock.increment(1);
    expect(canShare()).toBe(true);
  });
});

describe('the tweet of a story', () => {
  it("carries the default text with the story's page on this site", () => {
    const url = new URL(storyTweetUrl('https://site.test', STORY, 'Storyverse'));
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(
      `Check out my new story! https://site.test/view/0xa11ce0000000000000000000000000000000000a/bayc-1 Made with Storyverse`,
    );
  });
});
