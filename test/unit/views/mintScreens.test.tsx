// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { IDLE_SESSION, type MintPageActorRef, type MintPageError, type MintSession } from '../../../machines/mintPage';
import { MESSAGES } from '../../../src/domain/errors/messages';
import { pageErrorText } from '../../../src/views/mint/MintScreens';
import { WhitelistResult } from '../../../src/views/mint/WhitelistResult';
import { mountApp, type MountedApp } from '../../support/mountApp';
import { unmountApp } from '../../model/jsdomHarness';

/**
 * The mint page in the real app (mock services, no mock delays): the mint flow loads on the page,
 * and each screen shows its spec text. Forced pages (forcePage) open the screens a sale is not in.
 */

let app: MountedApp | undefined;
afterEach(async () => {
  if (app) await unmountApp(app);
  app = undefined;
});

/** How long a screen may take to show: its chunk (and the services', on a first start) loads first. */
const LOADS = { timeout: 5000 };
/** The mint section: part of the page from the start; its screens come with the flow's chunks. */
const mintRegion = () => screen.findByRole('region', { name: 'Mint' }, LOADS);

async function open(path: string) {
  app = mountApp({ path });
  await act(async () => {});
  return app;
}

describe('the mint page shows the screen of the sale (spec section 2)', () => {
  it.each([
    ['/bayc', 'Whitelist sign-up'],
    ['/mayc', 'The Mint is now live!'],
    // A collection sale in its sign-up: the giveaway.
    ['/fezlove', 'Register for the giveaway'],
    ['/foreplay', 'Pre whitelist'],
    ['/prisonrush', 'Mint period ended. Sign up for future mints!'],
    ['/soundclash', 'Whitelist closed'],
    ['/bayc?forcePage=prewl', 'Pre whitelist'],
    ['/bayc?forcePage=postmint', 'Mint period ended. Sign up for future mints!'],
    ['/bayc?forcePage=premint', 'Waitlist Signup'],
    // Mock mode: any page state by its name.
    ['/bayc?forcePage=WhitelistChecking', 'Adding to whitelist...'],
    ['/bayc?forcePage=MintNoSupply', 'No more supply. Sign up for future mints!'],
    ['/bayc?forcePage=NoSale', 'There is no active minting right now.'],
    // A page that needs a logged-in user resets to the page of the phase without one.
    ['/mayc?forcePage=Minted', 'The Mint is now live!'],
  ])('%s shows %s', async (path, text) => {
    await open(path);
    expect(await within(await mintRegion()).findByText(text, {}, LOADS)).toBeInTheDocument();
  });

  it('counts down to the sign-up on PreWhitelist', async () => {
    await open('/foreplay');
    const timer = await within(await mintRegion()).findByRole('timer', { name: 'Time left' }, LOADS);
    // Two days ahead: days, hours, minutes and seconds, no leading zero unit.
    expect(timer.textContent).toMatch(/^(1 day|2 days)/);
  });

  it("shows the sale's header, its default video and the terms links around the screen", async () => {
    await open('/bayc');
    const region = await mintRegion();
    expect(await within(region).findByRole('heading', { name: 'Character Pass' }, LOADS)).toBeInTheDocument();
    expect(within(region).getByText('For Bored Ape holders')).toBeInTheDocument();
    expect(within(region).getByText(/^A free Character Pass for Bored Ape holders/)).toBeInTheDocument();
    // No media of its own: the default video, with a button to pause it.
    const video = within(region).getByLabelText('Bored Ape Character Pass video');
    expect(video).toHaveAttribute('src', '/media/default-sale.mp4');
    expect(within(region).getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    const terms = within(region).getByRole('navigation', { name: 'Sale terms' });
    expect(
      within(terms)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/characterpassterms', '/tos', '/privacy']);
  });

  it('shows no sale header where there is no sale', async () => {
    await open('/mint/nope');
    const region = await mintRegion();
    await within(region).findByRole('alert', {}, LOADS);
    expect(within(region).queryByRole('navigation', { name: 'Sale terms' })).toBeNull();
  });

  it('says which sale id is unknown', async () => {
    await open('/mint/nope');
    expect(await within(await mintRegion()).findByRole('alert', {}, LOADS)).toHaveTextContent('Invalid sale ID "nope"');
  });

  it('stops the visit flow when the page is left, and starts one for the next visit', async () => {
    const mounted = await open('/bayc');
    await within(await mintRegion()).findByText('Whitelist sign-up', {}, LOADS);
    const first = mounted.actor.getSnapshot().context.mint;
    expect(first?.getSnapshot().status).toBe('active');
    await act(async () => mounted.navigate('/about'));
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(mounted.actor.getSnapshot().context.mint).toBeNull();
    await act(async () => mounted.navigate('/prisonrush'));
    expect(
      await within(await mintRegion()).findByText('Mint period ended. Sign up for future mints!', {}, LOADS),
    ).toBeInTheDocument();
    expect(mounted.actor.getSnapshot().context.mint).not.toBe(first);
  });
});

describe('the waitlist e-mail form on PreMint (spec sections 2, 5 and 8)', () => {
  it('asks for an address, keeps the button disabled without one, and says SUCCESS! once subscribed', async () => {
    const user = userEvent.setup();
    await open('/soundclash');
    const form = await within(await mintRegion()).findByRole('form', { name: 'Waitlist Signup' }, LOADS);
    const button = within(form).getByRole('button', { name: 'Sign up' });
    const field = within(form).getByLabelText('Email');
    expect(button).toBeDisabled();
    expect(
      within(form).getByText(
        'By entering your email you consent to be contacted with marketing and promotional emails.',
      ),
    ).toBeInTheDocument();
    await user.type(field, 'a');
    await user.clear(field);
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'ape@example.com{Enter}');
    expect(await within(form).findByRole('status')).toHaveTextContent('SUCCESS!');
    expect(button).toBeDisabled();
  });
});

describe('WhitelistChecked: the four outcomes (spec section 4)', () => {
  const showResult = (session: Partial<MintSession>) => {
    const actor = createActor(createMachine({ context: { session: { ...IDLE_SESSION, ...session } } })).start();
    // A stand-in holding only the session the view reads.
    render(<WhitelistResult mint={actor as unknown as MintPageActorRef} />);
  };

  it.each([
    [1, "We've created an OpenAI story with your Ape!", 'Success! You have 1 whitelist spot.'],
    [3, "We've created an OpenAI story with your Apes!", 'Success! You have 3 whitelist spots.'],
    [4, "We've created an OpenAI story with some of your Apes!", 'Success! You have 4 whitelist spots.'],
  ])('%i added with a story: the heading and the spots', (added, heading, text) => {
    showResult({ eligibleAdded: added, eligibleTokens: added, storyKey: '0xa/1' });
    expect(screen.getByRole('heading')).toHaveTextContent(heading);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('added without a story: You are now in the whitelist!', () => {
    showResult({ eligibleAdded: 2 });
    expect(screen.getByRole('heading')).toHaveTextContent('You are now in the whitelist!');
  });

  it('nothing added but spots held: You are already in the whitelist!', () => {
    showResult({ eligibleTokens: 2 });
    expect(screen.getByRole('heading')).toHaveTextContent('You are already in the whitelist!');
    expect(screen.getByText('You have 2 whitelist spots.')).toBeInTheDocument();
  });

  it('a wallet the follow step found entered: You are already in the whitelist!, with no count', () => {
    showResult({ alreadyEntered: true });
    expect(screen.getByRole('heading')).toHaveTextContent('You are already in the whitelist!');
    expect(screen.queryByText(/whitelist spot/)).toBeNull();
  });

  it('otherwise: You are not eligible for the whitelist.', () => {
    showResult({});
    expect(screen.getByRole('heading')).toHaveTextContent('You are not eligible for the whitelist.');
  });
});

describe('the error alert words each page error as the catalogue does (spec section 8)', () => {
  it.each<[MintPageError | null, string]>([
    [{ kind: 'loadFailed', message: 'Invalid sale ID "x"' }, 'Invalid sale ID "x"'],
    [{ kind: 'loadFailed', message: null }, MESSAGES.unknownLoadError],
    [{ kind: 'unexpectedCurrentPage' }, MESSAGES.unexpectedCurrentPage],
    [{ kind: 'unexpectedPageState' }, MESSAGES.unexpectedPageState],
    [{ kind: 'unknownSaleType' }, MESSAGES.unknownSaleType],
    [null, MESSAGES.unknownError],
  ])('%o → %s', (error, text) => {
    expect(pageErrorText(error)).toBe(text);
  });
});
