import { expect, it } from 'vitest';
import { pageErrors, scrollToFooter, visit, waitForLive } from './app';
import { clickOn, gone, type Query, shown, typeInto } from './dom';
import { inEachEngine } from './suite';
import { ANSWER_MS, LIVE_MS, testLimit } from './timeLimits';

/**
 * The site's pages: the main routes come alive with no error in the page, and the informational
 * pages' forms work (test/e2e/pages.spec.ts has them whole in Chromium): the contact page's role
 * choice, and the newsletter sign-up from the footer, in its dialog and in its box. One file with
 * the routes' tour: each file starts each browser once (Firefox's start alone is about 7 CPU-s).
 */

const ROUTES = ['/', '/bayc', '/mayc', '/about', '/contact', '/faq', '/community', '/whitepaper'];

const footer: Query = { role: 'contentinfo' };
const signUpDialog: Query = { role: 'dialog', name: 'Sign up' };

inEachEngine((context) => {
  it(
    'every route comes alive with no page error',
    async () => {
      // One visitor tours the routes: a route that fails is named, and the tour goes on.
      const failures: string[] = [];
      let errorsBefore = 0;
      for (const route of ROUTES) {
        try {
          await context.session.open(context.url(route));
          await waitForLive(context.session);
        } catch (error) {
          failures.push(`${route}: ${(error as Error).message}`);
        }
        const errors = await pageErrors(context.session);
        failures.push(...errors.slice(errorsBefore).map((error) => `${route}: page error: ${error}`));
        errorsBefore = errors.length;
      }
      expect(failures).toEqual([]);
    },
    testLimit(...ROUTES.map(() => LIVE_MS)),
  );

  it(
    "the contact page: choosing 'Collector' shows its form",
    async () => {
      const { session } = context;
      await visit(session, context.url('/contact'));
      await clickOn(session, { role: 'radio', name: 'Collector' }, ANSWER_MS);
      await session.waitFor("the Collector's form, for its role", ANSWER_MS, () =>
        /role=collector/.test(
          document.querySelector('iframe[title="Collector contact form"]')?.getAttribute('src') ?? '',
        ),
      );
      expect(await pageErrors(session)).toEqual([]);
    },
    testLimit(LIVE_MS, ANSWER_MS, ANSWER_MS),
  );

  it(
    "the footer's 'Sign up for updates' opens the 'Sign up' dialog",
    async () => {
      const { session } = context;
      await visit(session, context.url('/about'));
      await scrollToFooter(session);
      await clickOn(session, { role: 'button', name: 'Sign up for updates', within: footer }, ANSWER_MS);
      await shown(session, signUpDialog, ANSWER_MS);
      expect(await pageErrors(session)).toEqual([]);
    },
    testLimit(LIVE_MS, ANSWER_MS, ANSWER_MS),
  );

  it(
    "the footer's sign-up box subscribes: 'Subscribe', 'Subscribing...', then 'Subscribed'",
    async () => {
      const { session } = context;
      // `signup` shows the box, and opens the dialog: closed first, as a visitor who wants the box.
      await visit(session, context.url('/about?signup'));
      await clickOn(session, { role: 'button', name: 'Close', within: signUpDialog }, ANSWER_MS);
      await gone(session, signUpDialog, ANSWER_MS);
      await scrollToFooter(session);
      const box: Query = { role: 'region', name: 'Newsletter', within: footer };
      await typeInto(
        session,
        { role: 'textbox', name: 'E-mail address', within: box },
        'reader@example.com',
        ANSWER_MS,
      );
      await clickOn(
        session,
        { role: 'checkbox', name: 'I agree to receive marketing emails.', within: box },
        ANSWER_MS,
      );
      const subscribe = await shown(
        session,
        { role: 'button', name: 'Subscribe', enabled: true, within: box },
        ANSWER_MS,
      );

      // The labels the button shows, each once, in order (the middle one lasts the mock's 0.5 s).
      await session.evaluate((selector: string) => {
        const button = document.querySelector(selector)!;
        const labels = [button.textContent];
        new MutationObserver(() => {
          if (labels.at(-1) !== button.textContent) labels.push(button.textContent);
        }).observe(button, { childList: true, characterData: true, subtree: true });
        Object.assign(window, { __enginesLabels: labels });
      }, subscribe);
      await session.click(subscribe);
      await shown(session, { role: 'button', name: 'Subscribed', within: box }, ANSWER_MS);
      expect(await session.evaluate('window.__enginesLabels')).toEqual(['Subscribe', 'Subscribing...', 'Subscribed']);
      expect(await pageErrors(session)).toEqual([]);
    },
    testLimit(LIVE_MS, ...Array<number>(6).fill(ANSWER_MS)),
  );
});
