import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorLogic } from 'xstate';
import {
  selectGiveawayRegistered,
  selectStoryRevealRef,
  whitelistResultMachine,
  type WhitelistResultKind,
} from '../../machines/whitelistResult';
import { endsWhenTold, stopsAtStart } from './childStandIns';

/** WhitelistChecked's result with the story reveal stood in for (it has its own tests). */

const STORY = '0xa11ce/story-1';

const reveal = endsWhenTold('storyReveal', undefined);
const brokenReveal = stopsAtStart('storyReveal', 'reveal broke');

let running: Actor<AnyActorLogic> | undefined;
afterEach(() => running?.stop());

function start(result: WhitelistResultKind, parts: { loads?: boolean; storyReveal?: AnyActorLogic } = {}) {
  const failures: unknown[] = [];
  const actor = createActor(
    whitelistResultMachine.provide({
      actors: {
        loadForms: fromPromise(async () => {
          if (parts.loads === false) throw new Error('the forms chunk did not load');
        }),
        storyReveal: (parts.storyReveal ?? reveal) as never,
      },
      actions: { logFailure: ({ event }) => void failures.push((event as { error?: unknown }).error) },
    }),
    { input: { result, storyKey: STORY } },
  );
  running = actor as never;
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, failures, settled };
}

describe("WhitelistChecked's result (spec sections 2 and 4)", () => {
  it("is the giveaway's success page on a collection sale", () => {
    const { actor } = start('giveaway');
    expect(selectGiveawayRegistered(actor.getSnapshot())).toBe(true);
  });

  it("loads the story's code, then reveals the made story with its key", async () => {
    const { actor, settled } = start('story');
    expect(actor.getSnapshot().value).toBe('loadingStory');
    await settled();
    const revealing = selectStoryRevealRef(actor.getSnapshot());
    expect((revealing?.getSnapshot() as unknown as { context: { input: unknown } }).context.input).toEqual({
      storyKey: STORY,
    });
    expect(selectGiveawayRegistered(actor.getSnapshot())).toBe(false);
  });

  it.each([
    ["the story's code does not load", { loads: false }, 'the forms chunk did not load'],
    ['the story reveal stops', { storyReveal: brokenReveal }, 'reveal broke'],
  ] as const)('shows the result alone when %s, and logs why', async (_case, parts, message) => {
    const { actor, settled, failures } = start('story', parts);
    await settled();
    expect(actor.getSnapshot().value).toBe('plain');
    expect(failures).toEqual([new Error(message)]);
  });

  it('is the result alone without a story', () => {
    const { actor } = start('plain');
    expect(actor.getSnapshot().value).toBe('plain');
    expect(selectStoryRevealRef(actor.getSnapshot())).toBeUndefined();
  });
});
