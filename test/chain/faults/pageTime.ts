/**
 * The steps of page time a fault case runs its clock by, from `waited` (page time since the call) up
 * to `limit`: `step` each, the last one shorter so that they end exactly at the limit. A case that
 * looks after each step sees the page at the limit itself, never past it: the 'no later than giving
 * up, plus the slack' rule has no slack of its own (issue 52: a last step of 250 ms past the limit
 * let an outcome up to 250 ms late pass).
 */
export function* pageTimeSteps(waited: number, limit: number, step: number): Generator<number, void, void> {
  for (let at = waited; at < limit; at += Math.min(step, limit - at)) yield Math.min(step, limit - at);
}
