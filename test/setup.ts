import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom plays no media (and says so on the console for every video): pages with videos start them.
if (typeof HTMLMediaElement !== 'undefined') {
  Object.assign(HTMLMediaElement.prototype, { play: () => Promise.resolve(), pause: () => {} });
}
