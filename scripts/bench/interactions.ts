/**
 * The taps `npm run bench:interactions` makes (issue 78): what a visitor touches on the way to a
 * pass, each with the control tapped and what the tap opens. Both are JavaScript expressions run in
 * the page (the bench's bare DevTools connection has no selector engine): the control is an element
 * or null while it is not there; `shown` is true once what it opens is on screen.
 *
 * The spec's navbar has no sign-up (its links are the community's): the footer's is the only one.
 */

export interface Interaction {
  /** What the visitor does, as the report names it. */
  name: string;
  route: string;
  /** The element tapped at its centre, or null. */
  control: string;
  /** What the tap opens, as the report names it. */
  opens: string;
  /** Whether what it opens is on screen. */
  shown: string;
}

/** Whether an element is laid out and not hidden (page-side). */
const VISIBLE = `((element) => !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')`;

/** The first element of `selector` whose text, white space squeezed, is `text` (page-side). */
const withText = (selector: string, text: string) =>
  `([...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.replace(/\\s+/g, ' ').trim() === ${JSON.stringify(text)}) ?? null)`;

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: "the footer's 'Sign up for updates'",
    route: '/',
    control: withText('footer button', 'Sign up for updates'),
    opens: "the 'Sign up' dialog",
    shown: `${VISIBLE}([...document.querySelectorAll('[role=dialog]')].find((dialog) => dialog.querySelector('h2')?.textContent.trim() === 'Sign up'))`,
  },
  {
    name: "the phone menu's button",
    route: '/',
    control: `document.querySelector('header button[aria-label=Menu]')`,
    opens: 'the menu',
    shown: `${VISIBLE}(document.getElementById(document.querySelector('header button[aria-label=Menu]').getAttribute('aria-controls'))?.querySelector('ul'))`,
  },
  {
    name: "the contact page's 'Collector'",
    route: '/contact',
    control: `([...document.querySelectorAll('input[type=radio]')].find((radio) => radio.labels?.[0]?.textContent.trim() === 'Collector') ?? null)`,
    opens: "the collector's form frame",
    shown: `${VISIBLE}(document.querySelector('iframe[title="Collector contact form"]'))`,
  },
  {
    name: "the FAQ's first question",
    route: '/',
    control: `document.querySelector('details summary')`,
    opens: 'its answer',
    shown: `document.querySelector('details')?.open === true && ${VISIBLE}(document.querySelector('details > :not(summary)'))`,
  },
];
