// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { whitelistOutcome, type WhitelistResultFacts } from '../../../src/domain/whitelistOutcome';

const none: WhitelistResultFacts = { eligibleAdded: 0, eligibleTokens: 0, storyKey: null, alreadyEntered: false };

describe('whitelistOutcome (spec section 4)', () => {
  it.each<[Partial<WhitelistResultFacts>, ReturnType<typeof whitelistOutcome>]>([
    [{ eligibleAdded: 2, storyKey: '0xa/1' }, 'madeStory'],
    [{ eligibleAdded: 2 }, 'added'],
    // A story key without spots added is no made story.
    [{ storyKey: '0xa/1', eligibleTokens: 2 }, 'alreadyListed'],
    [{ alreadyEntered: true, eligibleTokens: 2 }, 'alreadyEntered'],
    [{}, 'notEligible'],
  ])('%o → %s', (facts, outcome) => {
    expect(whitelistOutcome({ ...none, ...facts })).toBe(outcome);
  });
});
