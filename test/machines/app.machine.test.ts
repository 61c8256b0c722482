import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  DEFAULT_PAGE_LAYOUT,
  appMachine,
  selectLayout,
  selectReadyState,
  selectShowSignUpModal,
  selectSignUpModalShown,
  type AppInput,
} from '../../machines/app';
import { parseLaunchParams, featuresFromLaunchParams } from '../../src/domain/launchParams';

function inputFor(search: string): AppInput {
  const { params } = parseLaunchParams(search, 'https://app.example', { creatorAppOrigins: [] });
  return {
    initialSearchParams: params,
    features: featuresFromLaunchParams(params),
    user: { userService: 'mock', expectedChainId: 999999 },
    forcedMintPage: null,
    mintWhitelistForm: 'signUp',
  };
}

function start(search = '', initialise: () => Promise<void> = async () => {}) {
  const effects = {
    setDocumentTitle: vi.fn(),
    recordPageView: vi.fn(),
    markDocumentReady: vi.fn(),
    reportStartupError: vi.fn(),
    recordButtonPress: vi.fn(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    appMachine.provide({
      actors: { initialise: fromPromise(initialise) },
      actions: {
        setDocumentTitle: (_, params) => effects.setDocumentTitle(params),
        recordPageView: (_, params) => effects.recordPageView(params),
        markDocumentReady: () => effects.markDocumentReady(),
        reportStartupError: (_, params) => effects.reportStartupError(params),
        recordButtonPress: (_, params) => effects.recordButtonPress(params),
      },
    }),
    { input: inputFor(search), clock },
  ).start();
  return { actor, clock, effects };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('app machine', () => {
  it('is loading until start-up work finishes, then ready', async () => {
    let finish!: () => void;
    const { actor } = start('', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(selectReadyState(actor.getSnapshot())).toBe('loading');
    finish();
    await settle();
    expect(selectReadyState(actor.getSnapshot())).toBe('ready');
  });

  it('becomes ready even when start-up work fails, and reports the failure', async () => {
    const failure = new Error('storage unavailable');
    const { actor, effects } = start('', () => Promise.reject(failure));
    await settle();
    expect(selectReadyState(actor.getSnapshot())).toBe('ready');
    expect(effects.reportStartupError).toHaveBeenCalledWith({ error: failure });
  });

  it('gives up start-up work that hangs after 10 s, reports it, and is ready', () => {
    const { actor, clock, effects } = start('', () => new Promise<void>(() => {}));
    clock.increment(9999);
    expect(selectReadyState(actor.getSnapshot())).toBe('loading');
    clock.increment(1);
    expect(selectReadyState(actor.getSnapshot())).toBe('ready');
    expect(effects.reportStartupError).toHaveBeenCalledWith({ error: new Error('start-up timed out') });
  });

  it('records a pressed button', () => {
    const { actor, effects } = start();
    actor.send({ type: 'ui.buttonPressed', button: 'start_creating_now' });
    expect(effects.recordButtonPress).toHaveBeenCalledWith({ button: 'start_creating_now' });
  });

  it('marks the document ready after exactly 2 s of clock time', () => {
    const { clock, effects } = start();
    clock.increment(1999);
    expect(effects.markDocumentReady).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.markDocumentReady).toHaveBeenCalledTimes(1);
  });

  it('sets the title, records a page view and applies the layout on page entry', () => {
    const { actor, effects } = start();
    actor.send({
      type: 'page.entered',
      path: '/create',
      title: 'Create',
      layout: { showFooter: false, fixedNavbar: true },
    });
    expect(effects.setDocumentTitle).toHaveBeenCalledWith({ title: 'Create' });
    expect(effects.recordPageView).toHaveBeenCalledWith({ path: '/create', title: 'Create' });
    expect(selectLayout(actor.getSnapshot())).toEqual({ ...DEFAULT_PAGE_LAYOUT, showFooter: false, fixedNavbar: true });
  });

  it('returns every layout flag to its default on the next page', () => {
    const { actor } = start();
    actor.send({ type: 'page.entered', path: '/view/0x1/2', title: 'View', layout: { showNavbar: false } });
    actor.send({ type: 'layout.changed', layout: { showWalletButton: true } });
    expect(selectLayout(actor.getSnapshot())).toMatchObject({ showNavbar: false, showWalletButton: true });
    actor.send({ type: 'page.entered', path: '/about', title: 'About' });
    expect(selectLayout(actor.getSnapshot())).toEqual(DEFAULT_PAGE_LAYOUT);
  });

  it('opens the sign-up modal on load only when signup is present', () => {
    expect(selectShowSignUpModal(start('?signup').actor.getSnapshot())).toBe(true);
    expect(selectShowSignUpModal(start('').actor.getSnapshot())).toBe(false);
  });

  it('shows the open sign-up modal only once the app is ready', async () => {
    let finish!: () => void;
    const { actor } = start('?signup', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(selectSignUpModalShown(actor.getSnapshot())).toBe(false);
    finish();
    await settle();
    expect(selectSignUpModalShown(actor.getSnapshot())).toBe(true);
  });

  it('opens the sign-up modal with an e-mail and closes it', () => {
    const { actor } = start();
    actor.send({ type: 'signUpModal.open', email: 'ape@example.org' });
    expect(selectShowSignUpModal(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.signUpEmail).toBe('ape@example.org');
    actor.send({ type: 'signUpModal.close' });
    expect(selectShowSignUpModal(actor.getSnapshot())).toBe(false);
  });
});
