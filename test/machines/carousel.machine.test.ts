import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine, selectIndex, selectPlaying, selectRotating } from '../../machines/carousel';

/** Spec section 9: the carousel interval. */
const INTERVAL = 10_000;

function start({ count = 6, autoplay = true } = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input: { count, autoplay }, clock }).start();
  return {
    actor,
    clock,
    index: () => selectIndex(actor.getSnapshot()),
    playing: () => selectPlaying(actor.getSnapshot()),
    rotating: () => selectRotating(actor.getSnapshot()),
  };
}

describe('autoplay (spec sections 2 and 9)', () => {
  it('shows the first slide, then the next one every 10000 ms, not before', () => {
    const { clock, index, playing, rotating } = start();
    expect(index()).toBe(0);
    expect(playing()).toBe(true);
    expect(rotating()).toBe(true);
    clock.increment(INTERVAL - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(INTERVAL);
    expect(index()).toBe(2);
  });

  it('loops from the last slide to the first', () => {
    const { clock, index } = start({ count: 3 });
    clock.increment(INTERVAL);
    clock.increment(INTERVAL);
    expect(index()).toBe(2);
    clock.increment(INTERVAL);
    expect(index()).toBe(0);
  });

  it('gives a slide chosen by hand the whole interval', () => {
    const { actor, clock, index } = start();
    clock.increment(INTERVAL - 1_000);
    actor.send({ type: 'carousel.goTo', index: 4 });
    clock.increment(INTERVAL - 1);
    expect(index()).toBe(4);
    clock.increment(1);
    expect(index()).toBe(5);
  });

  it('gives the slide reached by next or previous the whole interval', () => {
    for (const type of ['carousel.next', 'carousel.prev'] as const) {
      const { actor, clock, index } = start();
      clock.increment(INTERVAL - 1_000);
      actor.send({ type });
      const chosen = index();
      clock.increment(INTERVAL - 1);
      expect(index(), type).toBe(chosen);
      clock.increment(1);
      expect(index(), type).toBe((chosen + 1) % 6);
    }
  });
});

describe('moving by hand', () => {
  it('goes next and previous, looping both ways', () => {
    const { actor, index } = start({ count: 4, autoplay: false });
    actor.send({ type: 'carousel.prev' });
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(3);
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
  });

  it('goes to a chosen slide and ignores an index that is not a slide', () => {
    const { actor, index } = start({ count: 6, autoplay: false });
    actor.send({ type: 'carousel.goTo', index: 5 });
    expect(index()).toBe(5);
    for (const bad of [6, -1, 2.5, Number.NaN]) {
      actor.send({ type: 'carousel.goTo', index: bad });
      expect(index()).toBe(5);
    }
    actor.send({ type: 'carousel.goTo', index: 0 });
    expect(index()).toBe(0);
  });
});

describe('pausing', () => {
  it('stops on Pause and, on Play, waits a whole interval again', () => {
    const { actor, clock, index, playing, rotating } = start();
    clock.increment(INTERVAL - 1);
    actor.send({ type: 'carousel.pause' });
    expect(playing()).toBe(false);
    expect(rotating()).toBe(false);
    clock.increment(5 * INTERVAL);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.play' });
    expect(playing()).toBe(true);
    clock.increment(INTERVAL - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('holds while the page is hidden, and starts a whole interval when it shows again', () => {
    const { actor, clock, index, playing, rotating } = start();
    clock.increment(INTERVAL - 1);
    actor.send({ type: 'carousel.visibilityChanged', hidden: true });
    clock.increment(5 * INTERVAL);
    expect(index()).toBe(0);
    // Held, not paused: the button still offers Pause.
    expect(playing()).toBe(true);
    expect(rotating()).toBe(false);
    actor.send({ type: 'carousel.visibilityChanged', hidden: false });
    clock.increment(INTERVAL - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('holds while the pointer or the focus is inside, until both have left', () => {
    const { actor, clock, index } = start();
    actor.send({ type: 'carousel.pointerChanged', inside: true });
    actor.send({ type: 'carousel.focusChanged', inside: true });
    clock.increment(2 * INTERVAL);
    actor.send({ type: 'carousel.pointerChanged', inside: false });
    clock.increment(2 * INTERVAL);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.focusChanged', inside: false });
    clock.increment(INTERVAL);
    expect(index()).toBe(1);
  });

  it('holds while the pointer alone is inside, and starts a whole interval once it leaves', () => {
    const { actor, clock, index } = start();
    actor.send({ type: 'carousel.pointerChanged', inside: true });
    clock.increment(2 * INTERVAL);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.pointerChanged', inside: false });
    clock.increment(INTERVAL - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('stays paused by the user when a hold ends', () => {
    const { actor, clock, index, playing } = start();
    actor.send({ type: 'carousel.visibilityChanged', hidden: true });
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.visibilityChanged', hidden: false });
    clock.increment(3 * INTERVAL);
    expect(index()).toBe(0);
    expect(playing()).toBe(false);
  });

  it('still moves by hand while paused or held', () => {
    const { actor, index } = start();
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.play' });
    actor.send({ type: 'carousel.focusChanged', inside: true });
    actor.send({ type: 'carousel.prev' });
    expect(index()).toBe(0);
  });
});

describe('reduced motion (no autoplay)', () => {
  it('starts paused and never advances on its own', () => {
    const { actor, clock, index, playing, rotating } = start({ autoplay: false });
    expect(playing()).toBe(false);
    expect(rotating()).toBe(false);
    clock.increment(10 * INTERVAL);
    actor.send({ type: 'carousel.visibilityChanged', hidden: true });
    actor.send({ type: 'carousel.visibilityChanged', hidden: false });
    actor.send({ type: 'carousel.pointerChanged', inside: true });
    actor.send({ type: 'carousel.pointerChanged', inside: false });
    clock.increment(10 * INTERVAL);
    expect(index()).toBe(0);
  });

  it('moves by hand, and plays only when the user asks for it', () => {
    const { actor, clock, index } = start({ autoplay: false });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.play' });
    clock.increment(INTERVAL);
    expect(index()).toBe(2);
  });
});
