// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendHtml, removeAddedNodesAfterEach } from '../support/documentNodes';
import { withComputedStyleCache } from './computedStyleCache';

const styleOf = (element: Element) => element.ownerDocument.defaultView!.getComputedStyle(element);

removeAddedNodesAfterEach();

describe('withComputedStyleCache', () => {
  it('answers a repeated call from the cache while the page holds still', async () => {
    const text = appendHtml('<p>Text</p>').querySelector('p')!;
    await withComputedStyleCache(async () => {
      expect(styleOf(text)).toBe(styleOf(text));
      expect(getComputedStyle(text, '::before')).toBe(getComputedStyle(text, '::before'));
      expect(getComputedStyle(text, '::before')).not.toBe(styleOf(text));
    });
  });

  it('sees a style sheet added, an attribute and a node changed at once, in the same task', async () => {
    const page = appendHtml('<section><p>Text</p></section>');
    const section = page.querySelector('section')!;
    const text = page.querySelector('p')!;
    await withComputedStyleCache(async () => {
      expect(styleOf(text).display).toBe('block');
      const sheet = document.createElement('style');
      sheet.textContent = '.gone { display: none } [hidden] { visibility: hidden }';
      document.head.append(sheet);
      text.className = 'gone';
      expect(styleOf(text).display).toBe('none');
      text.className = '';
      expect(styleOf(text).display).toBe('block');
      section.setAttribute('hidden', '');
      expect(styleOf(text).visibility).toBe('hidden');
      sheet.textContent = '';
      expect(styleOf(text).visibility).toBe('visible');
    });
  });

  it('drops the cache when the focus moves', async () => {
    const button = appendHtml('<button>Go</button>').querySelector('button')!;
    await withComputedStyleCache(async () => {
      const before = styleOf(button);
      expect(styleOf(button)).toBe(before);
      button.focus();
      expect(styleOf(button)).not.toBe(before);
    });
  });

  it('computes afresh after the run, and after a run that failed', async () => {
    const text = appendHtml('<p>Text</p>').querySelector('p')!;
    await expect(withComputedStyleCache(async () => Promise.reject(new Error('assertion failed')))).rejects.toThrow(
      'assertion failed',
    );
    expect(styleOf(text)).not.toBe(styleOf(text));
  });
});
