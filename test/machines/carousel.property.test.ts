import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine, type CarouselEvent } from '../../machines/carousel';

type Step = { kind: 'event'; event: CarouselEvent } | { kind: 'time'; ms: number };

const event: fc.Arbitrary<CarouselEvent> = fc.oneof(
  fc.constant({ type: 'carousel.next' } as const),
  fc.constant({ type: 'carousel.prev' } as const),
  fc.constant({ type: 'carousel.pause' } as const),
  fc.constant({ type: 'carousel.play' } as const),
  // Any number a caller might send, slides or not.
  fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double()).map((index) => ({ type: 'carousel.goTo', index }) as const),
  fc.boolean().map((hidden) => ({ type: 'carousel.visibilityChanged', hidden }) as const),
  fc.boolean().map((inside) => ({ type: 'carousel.pointerChanged', inside }) as const),
  fc.boolean().map((inside) => ({ type: 'carousel.focusChanged', inside }) as const),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  event.map((e) => ({ kind: 'event', event: e }) as const),
  fc.integer({ min: 0, max: 35_000 }).map((ms) => ({ kind: 'time', ms }) as const),
);

describe('the carousel index (property)', () => {
  it('stays within [0, count) whatever the events and the time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.array(step, { maxLength: 40 }),
        (count, autoplay, steps) => {
          const clock = new SimulatedClock();
          const actor = createActor(carouselMachine, { input: { count, autoplay }, clock }).start();
          for (const s of steps) {
            if (s.kind === 'event') actor.send(s.event);
            else clock.increment(s.ms);
            const { index } = actor.getSnapshot().context;
            expect(Number.isInteger(index)).toBe(true);
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(count);
          }
          actor.stop();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
