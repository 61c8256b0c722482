import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/readConfig';
import { aiViewLink } from '../../../src/domain/aiViewLink';
import { documentTitle } from '../../../src/domain/documentTitle';

describe('documentTitle', () => {
  it("reads '{title} - {site title}'", () => {
    expect(documentTitle('About', 'Storyverse')).toBe('About - Storyverse');
  });
  it('is the site title alone for an untitled page', () => {
    expect(documentTitle('', 'Storyverse')).toBe('Storyverse');
  });
});

describe('aiViewLink', () => {
  const links = readConfig({
    VITE_AI_VIEW_LINK: '/view/0x0/9/ai',
    VITE_AI_VIEW_LINKS: '{"azuki":"/view/0x0/3/ai"}',
  }).aiViewLinks;
  it('goes to the master link without a community', () => {
    expect(aiViewLink(links)).toBe('/view/0x0/9/ai');
  });
  it("goes to a community's own link, whatever its case", () => {
    expect(aiViewLink(links, 'Azuki')).toBe('/view/0x0/3/ai');
  });
  it('falls back to the master link for a community without one', () => {
    expect(aiViewLink(links, 'mayc')).toBe('/view/0x0/9/ai');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'treats %s from the address as an unknown community, not an object property',
    (community) => {
      expect(aiViewLink(links, community)).toBe('/view/0x0/9/ai');
    },
  );
});
