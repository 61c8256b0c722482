import { describe, expect, it } from 'vitest';
import { DEFAULT_TWEET_TEMPLATE, defaultTweetText } from '../../../src/domain/tweetText';

describe('defaultTweetText', () => {
  it("is 'Check out my new story!', the viewer link, and a mention of the product", () => {
    const text = defaultTweetText('https://view.test/0xw/12', 'Storyverse');
    expect(text).toBe('Check out my new story! https://view.test/0xw/12 Made with Storyverse');
    expect(text.startsWith('Check out my new story!')).toBe(true);
    expect(DEFAULT_TWEET_TEMPLATE).toContain('{videoLink}');
  });

  it('a link with $ patterns is inserted literally', () => {
    expect(defaultTweetText('https://v.test/$&', 'P')).toBe('Check out my new story! https://v.test/$& Made with P');
    expect(defaultTweetText('https://v.test/{productName}', 'P')).toBe(
      'Check out my new story! https://v.test/{productName} Made with P',
    );
  });
});
