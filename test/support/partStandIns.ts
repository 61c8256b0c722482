import { fromCallback, type EventObject } from 'xstate';

/** Stand-ins for a chart's parts (its child flows and watchers) in the chart tests. */

/** A part that runs and does nothing. */
export const idlePart = fromCallback(() => {});

/** A part that fails as it starts: the first `times` times (every time unless told), then runs. */
export function failingPart<TEvent extends EventObject = EventObject>(times = Infinity, message = 'a bug') {
  let starts = 0;
  return fromCallback<TEvent>(() => {
    starts += 1;
    if (starts <= times) throw new Error(message);
  });
}

/** A part that runs and keeps its input and every event it gets. */
export function recordingPart() {
  const inputs: unknown[] = [];
  const events: unknown[] = [];
  const logic = fromCallback(({ input, receive }) => {
    inputs.push(input);
    receive((event) => events.push(event));
  });
  return { logic, inputs, events };
}
