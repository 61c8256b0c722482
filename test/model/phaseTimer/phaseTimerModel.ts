import { phaseTimerMachine } from '../../../machines/phaseTimer';
import { timerInputFor } from '../../support/phaseTimerCases';
import { actorError, defineModel } from '../modelTypes';

/**
 * The sale-phase timer's model: pure plan data. Planned for a boundary a minute away, one an
 * hour away (beyond the 604800 ms limit) and one just passed (the page's clock starts at 0); a
 * reading of the page's clock plans the boundary, or measures the time left again.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const WATCH_FAILURE = new Error('the page cannot be watched');

export const phaseTimerModel = defineModel({
  name: 'phaseTimer',
  machine: phaseTimerMachine,
  inputs: [
    {
      name: 'a minute away',
      description: 'PreWhitelist, the sign-up starting in a minute',
      input: timerInputFor(MINUTE, 'Whitelist'),
    },
    {
      name: 'an hour away',
      description: 'PreMint, the mint starting in an hour',
      input: timerInputFor(HOUR, 'Mint'),
    },
    {
      name: 'already passed',
      description: 'Whitelist, opened as the sign-up ends',
      input: timerInputFor(0, 'PreMint'),
    },
  ],
  sampleEvents: [
    // The page's clock reads (the page's wall clock starts at 0): at the start, half a minute in,
    // and two hours in (past every boundary planned).
    { type: 'phaseTimer.clockRead', now: 0 },
    { type: 'phaseTimer.clockRead', now: 30_000 },
    { type: 'phaseTimer.clockRead', now: 2 * HOUR },
    actorError('watchWake', WATCH_FAILURE),
  ],
  contextKey: (context) => `${context.at}/${context.remainingMs}`,
  stateDescriptions: {
    planning: 'the next boundary is found once the clock is read',
    waiting: 'one timer armed for the time left',
    dormant: '604800 ms or more away: only the re-check for when it comes within the limit',
    reached: 'ended: the mint page moves to the next state',
  },
  eventDescriptions: {
    'phaseTimer.clockRead': "the page's clock reads this time (asked, or the page woke up)",
  },
});
