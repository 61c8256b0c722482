import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, createMachine, fromPromise } from 'xstate';
import {
  DEFAULT_PAGE_LAYOUT,
  appMachine,
  selectFeatures,
  selectInitialSearchParams,
  selectLayout,
  selectMintActor,
  selectMintFlowFailed,
  selectNewsletterActor,
  selectNewsletterFlowFailed,
  selectReadyState,
  selectShowSignUpModal,
  selectSignUpModalClosing,
  selectSignUpModalShown,
  type AppInput,
} from '../../machines/app';
import { parseLaunchParams, featuresFromLaunchParams } from '../../src/domain/launchParams';
import { failingPart, recordingPart } from '../support/partStandIns';

function inputFor(search: string): AppInput {
  const { params } = parseLaunchParams(search, 'https://app.example', { creatorAppOrigins: [] });
  return {
    initialSearchParams: params,
    features: featuresFromLaunchParams(params),
    user: { userService: 'mock', expectedChainId: 999999, serviceAddress: null },
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

  it('renames the document when the open page names its sale, with no new page view', () => {
    const { actor, effects } = start();
    actor.send({ type: 'page.entered', path: '/mint/bayc', title: 'Mint', layout: { showWalletButton: true } });
    actor.send({ type: 'page.titled', title: 'Bored Ape Character Pass' });
    expect(effects.setDocumentTitle).toHaveBeenLastCalledWith({ title: 'Bored Ape Character Pass' });
    expect(effects.recordPageView).toHaveBeenCalledTimes(1);
    expect(selectLayout(actor.getSnapshot())).toMatchObject({ showWalletButton: true });
  });

  it("starts with the first page's layout, so a prerendered page hydrates as it was written", () => {
    const actor = createActor(appMachine, {
      input: { ...inputFor(''), initialLayout: { showWalletButton: true, showFooterDiscordOnly: true } },
    });
    expect(selectLayout(actor.getSnapshot())).toEqual({
      ...DEFAULT_PAGE_LAYOUT,
      showWalletButton: true,
      showFooterDiscordOnly: true,
    });
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

  it('opens the sign-up modal, fades it out for 500 ms on close, and can reopen it while fading', () => {
    const { actor, clock } = start();
    actor.send({ type: 'signUpModal.open' });
    expect(selectShowSignUpModal(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'signUpModal.close' });
    expect(selectShowSignUpModal(actor.getSnapshot())).toBe(false);
    expect(selectSignUpModalClosing(actor.getSnapshot())).toBe(true);
    clock.increment(499);
    expect(actor.getSnapshot().matches({ signUpModal: 'closing' })).toBe(true);
    actor.send({ type: 'signUpModal.open' });
    expect(selectShowSignUpModal(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'signUpModal.close' });
    clock.increment(500);
    expect(actor.getSnapshot().matches({ signUpModal: 'closed' })).toBe(true);
  });

  it('closes the modal at once when the edge binds no fade (reduced motion)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(appMachine.provide({ delays: { modalFadeDuration: 0 } }), {
      input: inputFor(''),
      clock,
    }).start();
    actor.send({ type: 'signUpModal.open' });
    actor.send({ type: 'signUpModal.close' });
    clock.increment(0);
    expect(actor.getSnapshot().matches({ signUpModal: 'closed' })).toBe(true);
  });

  describe('the newsletter flow', () => {
    const newsletterLogic = createMachine({ id: 'newsletterStandIn' });
    let reported: unknown[] = [];
    beforeEach(() => {
      reported = [];
    });

    function startWith(search: string, load: () => Promise<typeof newsletterLogic>) {
      const loadNewsletterFlow = vi.fn(load);
      const actor = createActor(
        appMachine.provide({
          actors: { initialise: fromPromise(async () => {}), loadNewsletterFlow: fromPromise(loadNewsletterFlow) },
          actions: { reportFlowError: (_, params) => void reported.push(params) },
        }),
        { input: inputFor(search) },
      ).start();
      return { actor, loadNewsletterFlow };
    }

    it('is not loaded on a visit that shows no sign-up form', async () => {
      const { actor, loadNewsletterFlow } = startWith('', async () => newsletterLogic);
      await settle();
      expect(loadNewsletterFlow).not.toHaveBeenCalled();
      expect(selectNewsletterActor(actor.getSnapshot())).toBeNull();
    });

    it('loads once for the signup parameter (footer box and modal) and runs one actor', async () => {
      const { actor, loadNewsletterFlow } = startWith('?signup', async () => newsletterLogic);
      await settle();
      expect(loadNewsletterFlow).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ newsletter: 'running' })).toBe(true);
      actor.send({ type: 'signUpModal.close' });
      actor.send({ type: 'signUpModal.open' });
      await settle();
      expect(loadNewsletterFlow).toHaveBeenCalledTimes(1);
      expect(selectNewsletterActor(actor.getSnapshot())?.getSnapshot().machine.id).toBe('newsletterStandIn');
    });

    it('loads when the modal opens, and a failed load is retried on request', async () => {
      let fail = true;
      const { actor, loadNewsletterFlow } = startWith('', async () => {
        if (fail) throw new Error('chunk failed');
        return newsletterLogic;
      });
      actor.send({ type: 'signUpModal.open' });
      await settle();
      expect(selectNewsletterFlowFailed(actor.getSnapshot())).toBe(true);
      expect(reported).toEqual([{ flow: 'newsletterSignUp', error: new Error('chunk failed') }]);
      fail = false;
      actor.send({ type: 'newsletter.retry' });
      await settle();
      expect(loadNewsletterFlow).toHaveBeenCalledTimes(2);
      expect(selectNewsletterActor(actor.getSnapshot())).not.toBeNull();
      expect(selectNewsletterFlowFailed(actor.getSnapshot())).toBe(false);
    });
  });

  describe('the mint page flow', () => {
    const mintLogic = createMachine({ id: 'mintStandIn' });
    /** A mint flow that keeps the input it was spawned with. */
    const inputKeeper = createMachine({
      id: 'mintStandIn',
      types: {} as { context: { input: unknown } },
      context: ({ input }) => ({ input }),
    });

    function visiting(search: string, load: () => Promise<typeof mintLogic | typeof inputKeeper>) {
      const reported: unknown[] = [];
      const actor = createActor(
        appMachine.provide({
          actors: { initialise: fromPromise(async () => {}), loadMintPage: fromPromise(load) },
          actions: { reportFlowError: (_, params) => void reported.push(params) },
        }),
        { input: { ...inputFor(search), forcedMintPage: 'Minted', mintWhitelistForm: 'signUp' } },
      ).start();
      return { actor, reported };
    }

    it("spawns the visit's flow with its sale, the forced page and the whitelist form", async () => {
      const { actor } = visiting('', async () => inputKeeper);
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: 'characterPass' } });
      await settle();
      expect(actor.getSnapshot().matches({ mintPage: 'running' })).toBe(true);
      expect(selectMintActor(actor.getSnapshot())?.getSnapshot().context).toEqual({
        input: {
          target: { saleId: 'bayc', saleType: 'characterPass' },
          forcedPage: 'Minted',
          whitelistForm: 'signUp',
        },
      });
    });

    it("takes the sale from the first load's saleId parameter when the route names none", async () => {
      const { actor } = visiting('?saleId=mayc', async () => inputKeeper);
      actor.send({ type: 'mintPage.entered', target: { saleId: null, saleType: null } });
      await settle();
      expect(selectMintActor(actor.getSnapshot())?.getSnapshot().context).toMatchObject({
        input: { target: { saleId: 'mayc', saleType: null } },
      });
    });

    it("keeps the route's sale over the saleId parameter", async () => {
      const { actor } = visiting('?saleId=mayc', async () => inputKeeper);
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      await settle();
      expect(selectMintActor(actor.getSnapshot())?.getSnapshot().context).toMatchObject({
        input: { target: { saleId: 'bayc' } },
      });
    });

    it('stops and forgets the flow when the page is left', async () => {
      const { actor } = visiting('', async () => mintLogic);
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      await settle();
      const mint = selectMintActor(actor.getSnapshot());
      actor.send({ type: 'mintPage.left' });
      expect(actor.getSnapshot().matches({ mintPage: 'away' })).toBe(true);
      expect(selectMintActor(actor.getSnapshot())).toBeNull();
      expect(mint?.getSnapshot().status).toBe('stopped');
    });

    it('spawns nothing when the page is left while the flow loads', async () => {
      const { actor } = visiting('', async () => mintLogic);
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      actor.send({ type: 'mintPage.left' });
      await settle();
      expect(actor.getSnapshot().matches({ mintPage: 'away' })).toBe(true);
      expect(selectMintActor(actor.getSnapshot())).toBeNull();
    });

    it('reports a failed load, and forgets it when the page is left', async () => {
      const failure = new Error('chunk failed');
      const { actor, reported } = visiting('', () => Promise.reject(failure));
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      await settle();
      expect(reported).toEqual([{ flow: 'mint', error: failure }]);
      actor.send({ type: 'mintPage.left' });
      expect(actor.getSnapshot().matches({ mintPage: 'away' })).toBe(true);
    });

    it('says a flow that failed in its own code failed, runs on, and starts a new flow on Try again', async () => {
      const failure = new Error('a bug in the mint flow');
      const failingOnReset = createMachine({
        id: 'mintStandIn',
        on: {
          'mint.reset': {
            actions: () => {
              throw failure;
            },
          },
        },
      });
      const { actor, reported } = visiting('', async () => failingOnReset);
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      await settle();
      const first = selectMintActor(actor.getSnapshot())!;
      first.send({ type: 'mint.reset' });
      expect(actor.getSnapshot().status).toBe('active');
      expect(selectMintFlowFailed(actor.getSnapshot())).toBe(true);
      expect(selectMintActor(actor.getSnapshot())).toBeNull();
      expect(reported).toEqual([{ flow: 'mint', error: failure }]);
      // The rest of the app is untouched: its other regions still take their events.
      actor.send({ type: 'signUpModal.open' });
      expect(selectShowSignUpModal(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'mintPage.retry' });
      await settle();
      const second = selectMintActor(actor.getSnapshot());
      expect(second?.getSnapshot().status).toBe('active');
      expect(second).not.toBe(first);
    });

    it('says a failed load failed, and loads again on Try again', async () => {
      let fail = true;
      const loadMintPage = vi.fn(async () => {
        if (fail) throw new Error('chunk failed');
        return mintLogic;
      });
      const actor = createActor(
        appMachine.provide({
          actors: { initialise: fromPromise(async () => {}), loadMintPage: fromPromise(loadMintPage) },
          actions: { reportFlowError: () => {} },
        }),
        { input: inputFor('') },
      ).start();
      actor.send({ type: 'mintPage.entered', target: { saleId: 'bayc', saleType: null } });
      await settle();
      expect(selectMintFlowFailed(actor.getSnapshot())).toBe(true);
      fail = false;
      actor.send({ type: 'mintPage.retry' });
      await settle();
      expect(loadMintPage).toHaveBeenCalledTimes(2);
      expect(selectMintFlowFailed(actor.getSnapshot())).toBe(false);
      expect(selectMintActor(actor.getSnapshot())?.getSnapshot().machine.id).toBe('mintStandIn');
    });
  });
});

describe('app machine: its children and its start', () => {
  it('starts every page from the navbar and the footer, and nothing else shown', () => {
    expect(DEFAULT_PAGE_LAYOUT).toEqual({
      showNavbar: true,
      fixedNavbar: false,
      showFooter: true,
      showFooterMintDates: false,
      showFooterDiscordOnly: false,
      showWalletButton: false,
      mainConFullHeight: false,
      hidePageOverflow: false,
    });
  });

  it("runs the user flow with the app's user input and the approval flow, each found by its system id", async () => {
    const user = recordingPart();
    const approval = recordingPart();
    const initialise = vi.fn(async () => {});
    const input = inputFor('?signup&saleId=bayc');
    const actor = createActor(
      appMachine.provide({
        actors: {
          user: user.logic as never,
          approval: approval.logic as never,
          initialise: fromPromise(initialise),
        },
      }),
      { input },
    ).start();
    await settle();
    expect(user.inputs).toEqual([input.user]);
    expect(approval.inputs).toHaveLength(1);
    actor.system.get('user')?.send({ type: 'to the user flow' });
    actor.system.get('approval')?.send({ type: 'to the approval flow' });
    expect(user.events).toEqual([{ type: 'to the user flow' }]);
    expect(approval.events).toEqual([{ type: 'to the approval flow' }]);
    expect(initialise).toHaveBeenCalledWith(
      expect.objectContaining({ input: { initialSearchParams: input.initialSearchParams, features: input.features } }),
    );
    expect(selectFeatures(actor.getSnapshot())).toEqual(input.features);
    expect(selectInitialSearchParams(actor.getSnapshot())).toEqual(input.initialSearchParams);
    actor.stop();
  });

  it.each(['user', 'approval'] as const)('reports a failing %s flow, and the app runs on', async (flow) => {
    const reported: unknown[] = [];
    const actor = createActor(
      appMachine.provide({
        actors: { [flow]: failingPart(Infinity, `${flow} broke`) as never, initialise: fromPromise(async () => {}) },
        actions: { reportFlowError: (_, params) => void reported.push(params) },
      }),
      { input: inputFor('') },
    ).start();
    await settle();
    expect(reported).toEqual([{ flow, error: new Error(`${flow} broke`) }]);
    expect(selectReadyState(actor.getSnapshot())).toBe('ready');
    actor.stop();
  });

  it('shows the modal while it fades out, once ready, and only then says it is closing', async () => {
    const { actor } = start('?signup');
    await settle();
    expect(selectSignUpModalClosing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'signUpModal.close' });
    expect(selectSignUpModalShown(actor.getSnapshot())).toBe(true);
    expect(selectSignUpModalClosing(actor.getSnapshot())).toBe(true);
  });
});
