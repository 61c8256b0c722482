// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUNDERS } from '../../../src/content/founders';
import { ROADMAP } from '../../../src/content/landing/roadmap';
import { TEAM } from '../../../src/content/landing/team';
import { IN_VIEW_THRESHOLD } from '../../../src/views/landing/useRevealOnView';
import { scrollProgress } from '../../../src/views/landing/useScrollProgress';
import { unmountApp } from '../../model/jsdomHarness';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { stubIntersectionObserver, stubReducedMotion, type ObservedElement } from '../../support/viewportStubs';

/** The landing page's sections and /about, in the real app (spec sections 2 and 5). */

const SECTIONS = ['See Storyverse in action', 'Our Stories', 'Create. Animate. Share.', 'Roadmap', 'Team', 'FAQ'];

let app: MountedApp | undefined;
let observed: ObservedElement[];

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  stubReducedMotion(false);
  observed = stubIntersectionObserver();
});
afterEach(async () => {
  if (app) await unmountApp(app);
  app = undefined;
});

async function open(path: string) {
  app = mountApp({ path });
  await act(async () => {});
  return app;
}

/** The landing sections, once their module has loaded (no scroll needed: they are part of the page). */
async function landingSections() {
  await screen.findByRole('heading', { level: 2, name: 'FAQ' }, { timeout: 5000 });
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

const section = (name: string) => screen.getByRole('region', { name });

/** Closes the sign-up modal the signup parameter opens, so the page behind it can be used. */
async function closeSignUpModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 5000 });
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the landing page (spec section 2)', () => {
  it('keeps its hero and Start Creating, then the mint section, then the sections in order', async () => {
    await open('/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Create, animate, and share stories with your NFTs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/create');
    const headings = await landingSections();
    expect(headings.filter((text) => SECTIONS.includes(text!))).toEqual(SECTIONS);
    const mint = screen.getByRole('region', { name: 'Mint' });
    expect(mint.compareDocumentPosition(section('See Storyverse in action'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(document.title).toMatch(/^Home/);
  });

  it('shows no contact section without the contacts feature', async () => {
    await open('/');
    const headings = await landingSections();
    expect(headings).not.toContain('Contact');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });

  it('shows the contact form after the FAQ with the contacts feature (signup)', async () => {
    await open('/?signup=1');
    await closeSignUpModal();
    const headings = await landingSections();
    expect(headings.filter((text) => [...SECTIONS, 'Contact'].includes(text!))).toEqual([...SECTIONS, 'Contact']);
    expect(within(section('Contact')).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows the fifteen team members, the two founders first, each with name and role', async () => {
    await open('/');
    await landingSections();
    const members = within(section('Team')).getAllByRole('listitem');
    expect(members).toHaveLength(15);
    expect(members.map((member) => member.textContent)).toEqual(TEAM.map(({ name, role }) => `${name}${role}`));
    expect(TEAM.slice(0, 2).map((member) => member.name)).toEqual(FOUNDERS.map((founder) => founder.name));
  });

  it('has a roadmap of four items', async () => {
    await open('/');
    await landingSections();
    const items = within(section('Roadmap')).getAllByRole('heading', { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual(ROADMAP.map((item) => item.title));
  });
});

describe('sections animate in (spec section 9: 0.3 in view)', () => {
  const stateOf = (name: string) => section(name).getAttribute('data-revealed');
  const observedSection = (name: string) => observed.find((entry) => entry.element === section(name))!;

  /** Where the page lays every section out: below the 768 px of jsdom's viewport, unless `top` says otherwise. */
  function layOutSections(top: (section: HTMLElement) => number = () => 2000) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: this.tagName === 'SECTION' ? top(this) : 0, height: 400 } as DOMRect;
    });
  }

  it('wait below the viewport until 0.3 of them is in view, and stay in once shown', async () => {
    layOutSections();
    await open('/');
    await landingSections();
    expect(SECTIONS.map(stateOf)).toEqual(SECTIONS.map(() => 'false'));
    const team = observedSection('Team');
    expect(team.threshold).toContain(IN_VIEW_THRESHOLD);
    act(() => team.show(0.29));
    expect(stateOf('Team')).toBe('false');
    act(() => team.show(0.3));
    expect(stateOf('Team')).toBe('true');
    act(() => team.show(0));
    expect(stateOf('Team')).toBe('true');
    expect(stateOf('FAQ')).toBe('false');
  });

  it('leave a section in view when the page comes to life as it is: shown', async () => {
    layOutSections((element) => (element.querySelector('h2')?.textContent === 'See Storyverse in action' ? 300 : 2000));
    await open('/');
    await landingSections();
    expect(stateOf('See Storyverse in action')).toBe('true');
    expect(observed.some((entry) => entry.element === section('See Storyverse in action'))).toBe(false);
    expect(stateOf('FAQ')).toBe('false');
  });

  it('count a section too tall to be 0.3 in view as in view once it fills 0.3 of the viewport', async () => {
    layOutSections();
    await open('/');
    await landingSections();
    const faq = observedSection('FAQ');
    act(() => faq.show(0.1, 200));
    expect(stateOf('FAQ')).toBe('false');
    act(() => faq.show(0.12, 0.3 * 800));
    expect(stateOf('FAQ')).toBe('true');
  });

  it('show at once where IntersectionObserver is missing', async () => {
    layOutSections();
    vi.stubGlobal('IntersectionObserver', undefined);
    await open('/');
    await landingSections();
    expect(SECTIONS.map(stateOf)).toEqual(SECTIONS.map(() => 'true'));
  });

  it('show at once, with nothing observed, under reduced motion', async () => {
    layOutSections();
    stubReducedMotion(true);
    await open('/');
    await landingSections();
    expect(SECTIONS.map(stateOf)).toEqual(SECTIONS.map(() => 'true'));
    expect(observed.filter((entry) => entry.threshold !== undefined)).toEqual([]);
  });
});

describe('the roadmap progress bar', () => {
  it('fills as the roadmap passes the middle of the viewport', () => {
    expect(scrollProgress(500, 400, 800)).toBe(0);
    expect(scrollProgress(200, 400, 800)).toBe(0.5);
    expect(scrollProgress(-100, 400, 800)).toBe(1);
  });

  it('follows the scroll', async () => {
    await open('/');
    await landingSections();
    const list = within(section('Roadmap')).getByRole('list');
    const bar = screen.getByTestId('roadmap-progress');
    let top = window.innerHeight;
    vi.spyOn(list, 'getBoundingClientRect').mockImplementation(() => ({ top, height: 400 }) as DOMRect);
    top = window.innerHeight / 2 - 100;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(bar.style.transform).toBe('scaleY(0.25)'));
  });
});

describe('/about (spec sections 2 and 5)', () => {
  it('has an About text and the FAQ under #faq, and no contact form without the feature', async () => {
    await open('/about');
    const faq = await screen.findByRole('region', { name: 'FAQ' }, { timeout: 5000 });
    expect(faq).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('heading', { level: 1, name: 'About' }).nextElementSibling).toHaveTextContent(
      /^Storyverse is where NFT holders create, animate and share stories/,
    );
    expect(within(faq).getByText(/total supply is 10,000/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
  });

  it('has the contact form under #contact with the contacts feature', async () => {
    await open('/about?signup=1');
    await closeSignUpModal();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(contact).toHaveAttribute('id', 'contact');
    for (const label of ['Name', 'E-mail', 'Subject', 'Message']) {
      expect(within(contact).getByLabelText(label)).toBeRequired();
    }
  });
});
