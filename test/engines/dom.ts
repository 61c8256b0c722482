import type { Session } from './engine';

/**
 * Finding elements by role and accessible name, as a user does, in every engine: each lookup is a
 * small DOM query run in the page (no engine's protocol shares Playwright's role selectors). It
 * covers what the scenarios look for, not ARIA whole: native roles of the elements the app uses,
 * names from `aria-labelledby`, `aria-label`, a field's labels or the element's text.
 *
 * To act on what it found, the query marks the element with an attribute of its own, and the
 * protocol clicks or types on that mark's CSS selector: a user's click, through the protocol.
 */

export type Role =
  | 'alert'
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'contentinfo'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'radio'
  | 'region'
  | 'textbox';

export interface Query {
  role: Role;
  /** The accessible name, whole (white space collapsed). */
  name?: string;
  /** The start of the accessible name. */
  nameStarts?: string;
  /** Text the element holds. */
  text?: string;
  /** A heading's level. */
  level?: number;
  /** Only a control that is not disabled. */
  enabled?: boolean;
  /** Looked for inside the first element this finds. */
  within?: Query;
}

const MARK = 'data-engines-mark';
let marks = 0;

/**
 * How many visible elements `query` finds in the page (with `none`, 1 when it finds none, else 0);
 * with `mark`, the first in document order gets the mark attribute. Sent to the page as its source:
 * everything it uses is inside it.
 */
function findInPage(query: Query, mark: string | null, none = false): number {
  const SELECTORS: Record<Role, string> = {
    alert: '[role=alert]',
    banner: 'header, [role=banner]',
    button: 'button, [role=button], input[type=button], input[type=submit]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    contentinfo: 'footer, [role=contentinfo]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    textbox: 'input:not([type]), input[type=text], input[type=email], textarea, [role=textbox]',
  };
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squeeze(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squeeze(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squeeze([...labels].map((item) => item.textContent).join(' '));
    if (
      ['dialog', 'region', 'contentinfo', 'banner', 'textbox'].some((role) => element.matches(SELECTORS[role as Role]))
    )
      return '';
    return squeeze(element.textContent);
  };
  const visible = (element: Element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : element.getClientRects().length > 0;
  // A footer or header inside a section of content is not the page's landmark.
  const isLandmarkOfPage = (element: Element) =>
    element.hasAttribute('role') || !element.parentElement?.closest('article, aside, main, nav, section');
  const levelOf = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));
  const find = (q: Query, root: ParentNode): Element[] =>
    [...root.querySelectorAll(SELECTORS[q.role])].filter(
      (element) =>
        visible(element) &&
        (!['contentinfo', 'banner'].includes(q.role) || isLandmarkOfPage(element)) &&
        (q.level === undefined || levelOf(element) === q.level) &&
        (!q.enabled ||
          !((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true')) &&
        (q.name === undefined || nameOf(element) === q.name) &&
        (q.nameStarts === undefined || nameOf(element).startsWith(q.nameStarts)) &&
        (q.text === undefined || squeeze(element.textContent).includes(q.text)),
    );
  const within = query.within ? findFirst(query.within) : document;
  function findFirst(q: Query): Element | null {
    let scope: ParentNode = document;
    if (q.within) {
      const outer = findFirst(q.within);
      if (!outer) return null;
      scope = outer;
    }
    return find(q, scope)[0] ?? null;
  }
  const found = within ? find(query, within) : [];
  if (mark !== null && found[0]) found[0].setAttribute('data-engines-mark', mark);
  return none ? Number(found.length === 0) : found.length;
}

/** What `query` looks for, in words, for a failed wait's message. */
export function describe(query: Query): string {
  const name = query.name ?? (query.nameStarts !== undefined ? `${query.nameStarts}…` : undefined);
  const what = `${query.role}${query.level ? ` (level ${query.level})` : ''}${name !== undefined ? ` '${name}'` : ''}`;
  const text = `${query.text !== undefined ? ` holding '${query.text}'` : ''}${query.enabled ? ', enabled' : ''}`;
  return `${what}${text}${query.within ? ` in ${describe(query.within)}` : ''}`;
}

/** How many visible elements `query` finds now. */
export function count(session: Session, query: Query): Promise<number> {
  return session.evaluate(findInPage, query, null);
}

/** Waits until `query` finds a visible element; returns a CSS selector for it. */
export async function shown(session: Session, query: Query, timeoutMs: number): Promise<string> {
  const mark = String(++marks);
  await session.waitFor(describe(query), timeoutMs, findInPage, query, mark);
  return `[${MARK}="${mark}"]`;
}

/**
 * Clicks what `query` finds once it is shown. When the page replaces the element between the
 * lookup and the click (a render, a hydration), it is looked up again, within the same time.
 */
export async function clickOn(session: Session, query: Query, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const selector = await shown(session, query, Math.max(0, deadline - Date.now()));
    try {
      return await session.click(selector);
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** Types `text` into the field `query` finds, once it is shown. */
export async function typeInto(session: Session, query: Query, text: string, timeoutMs: number): Promise<void> {
  await session.type(await shown(session, query, timeoutMs), text);
}

/** Waits until `query` finds nothing visible. */
export function gone(session: Session, query: Query, timeoutMs: number): Promise<void> {
  return session.waitFor(`no ${describe(query)}`, timeoutMs, findInPage, query, null, true);
}
