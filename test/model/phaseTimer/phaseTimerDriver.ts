import { createActor, type Actor, type fromCallback } from 'xstate';
import type { PhaseTimerClockRequest, PhaseTimerInput } from '../../../machines/phaseTimer';
import { bindPhaseTimer, type PhaseTimerLogic } from '../../../src/app/bindings/phaseTimer';
import { createControlledActors } from '../controlledActors';
import type { Driver } from '../driver';
import { standaloneFlowSteps, type ServiceAnswer, type StandaloneFlow } from '../jsdomHarness';
import { TimedClock } from '../timedClock';

/**
 * Runs the phase timer as the mint page will: its real clock watcher on a page whose focus the
 * test fires, its delay on a TimedClock. The watcher's answers to the timer's own questions are
 * left to the plan (a `phaseTimer.clockRead` step), so the plan decides when the clock is read;
 * the bound answer is tested in test/unit/app/phaseTimerBinding.test.ts. The timer has no view of
 * its own (the page's countdown shows the phase); the UI model reads the clock's armed timers.
 */

export interface PhaseTimerUi {
  actor: Actor<PhaseTimerLogic>;
  clock: TimedClock;
  lastAnswer: ServiceAnswer | null;
  /** The page wakes up when its wall clock reads `now`. */
  wakeUp: (now: number) => void;
}

type WatcherBody = Parameters<typeof fromCallback<PhaseTimerClockRequest>>[0];

export interface PhaseTimerDriverOptions {
  /** Changes the bound timer; tests use it to prove that a broken timer fails. */
  adjustFlow?: (logic: PhaseTimerLogic) => PhaseTimerLogic;
}

export function createPhaseTimerDriver(options: PhaseTimerDriverOptions = {}): Driver<PhaseTimerInput, PhaseTimerUi> {
  let mounted: StandaloneFlow<PhaseTimerUi> | undefined;
  return {
    async start(input, inspect) {
      const controlled = createControlledActors();
      const clock = new TimedClock();
      // The page's wall clock: the timers' clock plus what a wake-up says passed meanwhile.
      let skew = 0;
      const page = new EventTarget();
      const bound = bindPhaseTimer({
        now: () => clock.now() + skew,
        document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document,
        window: page as unknown as Window,
      });
      // fromCallback keeps its body as the logic's `config`: the real watcher, minus its answers.
      const watcher = (bound.implementations.actors.watchWake as unknown as { config: WatcherBody }).config;
      const logic = bound.provide({
        actors: {
          watchWake: controlled.callback<PhaseTimerClockRequest>((params) => watcher({ ...params, receive: () => {} })),
        },
      });
      const actor = createActor(options.adjustFlow?.(logic) ?? logic, { input, clock, inspect });
      actor.start();
      const ui: PhaseTimerUi = {
        actor,
        clock,
        lastAnswer: null,
        wakeUp: (now) => {
          skew = now - clock.now();
          page.dispatchEvent(new Event('focus'));
        },
      };
      mounted = { ui, clock, controlled, unmount: () => {} };
      return ui;
    },
    ...standaloneFlowSteps(
      () => mounted,
      () => (mounted = undefined),
    ),
  };
}
