import { expect, test } from './fixtures';
import { axeViolations } from './axe';

/** The axe helper (./axe.ts) itself: it reads the page and inside its frames, and refuses a frame of another origin. */

test('a violation in a page without frames is found', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/media/mock-nft.svg';
    document.querySelector('main')!.append(picture);
  });
  expect(await axeViolations(page)).toEqual([
    expect.objectContaining({ id: 'image-alt', nodes: [expect.stringMatching(/^img/)] }),
  ]);
});

test('a violation inside a same-origin frame is found; a frame of another origin fails the scan instead of going unread', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Framed picture';
    frame.srcdoc = '<!doctype html><html lang="en"><title>Picture</title><img src="/media/mock-nft.svg">';
    document.querySelector('main')!.append(frame);
  });
  const [violation, ...others] = await axeViolations(page);
  expect(others).toEqual([]);
  expect(violation).toMatchObject({ id: 'image-alt', nodes: [expect.stringMatching(/^iframe.* img$/)] });

  // localhost is another origin than the preview server's 127.0.0.1. The page's policy keeps it
  // from loading, so the frame holds Chromium's error page: another origin again.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Another origin';
    frame.src = `http://localhost:${window.location.port}/terms`;
    document.querySelector('main')!.append(frame);
  });
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  await expect(axeViolations(page)).rejects.toThrow('frames of another origin, not a page of ours');
});
