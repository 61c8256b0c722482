// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { APP_LIVE_ATTRIBUTE, APP_LIVE_MARK, markAppLive } from '../../../src/boot/appLive';

describe('markAppLive', () => {
  it('marks the document once, as a performance mark and an attribute: the next page of a visit leaves the first', () => {
    const marks: string[] = [];
    const performance = { mark: (name: string) => void marks.push(name) } as unknown as Pick<Performance, 'mark'>;
    markAppLive(performance, document);
    markAppLive(performance, document);
    expect(marks).toEqual([APP_LIVE_MARK]);
    expect(document.documentElement.getAttribute(APP_LIVE_ATTRIBUTE)).toBe('true');
  });

  it("keeps the names the page benchmark, Lighthouse's trace and the browser tests look for", () => {
    expect([APP_LIVE_MARK, APP_LIVE_ATTRIBUTE]).toEqual(['app:live', 'data-app-live']);
  });
});
