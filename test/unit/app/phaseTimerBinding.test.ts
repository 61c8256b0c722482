import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef } from 'xstate';
import { PHASE_TIMER_LIMIT_MS } from '../../../machines/phaseTimer';
import { bindPhaseTimer } from '../../../src/app/bindings/phaseTimer';
import { timerInputFor } from '../../support/phaseTimerCases';

/**
 * The phase timer on the page's clock: it plans its boundary from the bound clock's time, and
 * after a dormant wait asks it again, so a page whose timers ran late (a sleeping laptop) gets the
 * measured time, not the punctual estimate.
 */

const HOUR = 3_600_000;
const running: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function startTimer(pageNow: () => number) {
  const clock = new SimulatedClock();
  const timer = bindPhaseTimer({
    now: pageNow,
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
    window: new EventTarget() as unknown as Window,
  });
  // A public mint two hours after the page's clock starts (at 0): PreMint moves to Mint then.
  const actor = createActor(timer, { input: timerInputFor(2 * HOUR, 'Mint'), clock });
  running.push(actor);
  actor.start();
  return { actor, clock };
}

describe('the bound phase timer', () => {
  const dormantWait = 2 * HOUR - (PHASE_TIMER_LIMIT_MS - 1);

  it('measures the time left on the page clock after a dormant wait: a late wait may find the boundary passed', () => {
    let pageNow = 0;
    const { actor, clock } = startTimer(() => pageNow);
    expect(actor.getSnapshot().value).toBe('dormant');
    // The wait's timer fires 15 minutes late (the laptop slept): the page's clock says so.
    pageNow = dormantWait + 15 * 60_000;
    clock.increment(dormantWait);
    expect(actor.getSnapshot().value).toBe('reached');
    expect(actor.getSnapshot().output).toEqual({ next: 'Mint' });
  });

  it('on a punctual page the boundary is then within the limit, and the phase timer runs', () => {
    let pageNow = 0;
    const { actor, clock } = startTimer(() => pageNow);
    pageNow = dormantWait;
    clock.increment(dormantWait);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.remainingMs).toBe(PHASE_TIMER_LIMIT_MS - 1);
  });
});
