import { SimulatedClock } from 'xstate';

/**
 * A SimulatedClock that knows when each armed timer is due. A planned `xstate.after.<delay>` step
 * fires the timer that was armed for that delay: it may have been armed several steps ago, so
 * the clock moves to that timer's due time, not a whole delay past now. Timers due earlier fire
 * first, in due-time order, as they would in the browser.
 */
export class TimedClock extends SimulatedClock {
  private readonly armed = new Map<number, { due: number; delay: number }>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout((...args: unknown[]) => {
      this.armed.delete(id);
      fn(...args);
    }, timeout);
    this.armed.set(id, { due: this.now() + timeout, delay: timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.armed.delete(id);
    super.clearTimeout(id);
  }

  /**
   * Milliseconds until the earliest armed timer of `delay` ms fires; the whole delay when none is
   * armed (the step then shows that the planned timer was not running).
   */
  timeUntil(delay: number): number {
    let soonest: number | undefined;
    for (const timer of this.armed.values()) {
      if (timer.delay === delay && (soonest === undefined || timer.due < soonest)) soonest = timer.due;
    }
    return soonest === undefined ? delay : Math.max(0, soonest - this.now());
  }

  /** Milliseconds until the soonest armed timer fires, or null when none is armed. */
  nextDueIn(): number | null {
    let soonest: number | null = null;
    for (const timer of this.armed.values()) if (soonest === null || timer.due < soonest) soonest = timer.due;
    return soonest === null ? null : Math.max(0, soonest - this.now());
  }

  /**
   * Lets `ms` pass as a real clock does: from one due timer to the next, so that a timer armed
   * on the way counts from when it was armed (one increment would count it from the end).
   * `settle` runs after each step (promise callbacks, React).
   */
  async pass(ms: number, settle: () => Promise<void>): Promise<void> {
    const end = this.now() + ms;
    for (;;) {
      const next = this.nextDueIn();
      if (next === null || this.now() + next > end) break;
      this.increment(next);
      await settle();
    }
    this.increment(end - this.now());
    await settle();
  }

  /** Delays of the timers still armed, soonest first (for messages and tests). */
  armedDelays(): number[] {
    return [...this.armed.values()].sort((a, b) => a.due - b.due).map((timer) => timer.delay);
  }
}
