import { phaseTimerMachine } from '../../../machines/phaseTimer';
import { actorError, defineModel } from '../modelTypes';

/**
 * The sale-phase timer's model: pure plan data. Planned for a boundary a minute away, one an
 * hour away (beyond the 604800 ms limit) and one already passed; a wake-up of the page measures
 * the time left again.
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
      input: { at: MINUTE, next: 'Whitelist', remainingMs: MINUTE },
    },
    {
      name: 'an hour away',
      description: 'PreMint, the mint starting in an hour',
      input: { at: HOUR, next: 'Mint', remainingMs: HOUR },
    },
    {
      name: 'already passed',
      description: 'Whitelist, opened a second after the sign-up ended',
      input: { at: 0, next: 'PreMint', remainingMs: -1_000 },
    },
  ],
  sampleEvents: [
    { type: 'phaseTimer.resynced', remainingMs: -5 * MINUTE },
    { type: 'phaseTimer.resynced', remainingMs: 30_000 },
    { type: 'phaseTimer.resynced', remainingMs: HOUR },
    actorError('watchWake', WATCH_FAILURE),
  ],
  contextKey: (context) => context.remainingMs,
  stateDescriptions: {
    waiting: 'one timer armed for the time left',
    dormant: '604800 ms or more away: only the re-check for when it comes within the limit',
    reached: 'ended: the mint page moves to the next state',
  },
  eventDescriptions: {
    'phaseTimer.resynced': 'the page wakes up (focus or visible again) this long before the boundary',
  },
});
