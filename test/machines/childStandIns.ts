import { createMachine } from 'xstate';

/** Stand-ins for a chart's children in the chart's tests (each child has tests of its own). */

/** A child that keeps its input and ends with `output` when it is sent `finish`. */
export const endsWhenTold = (id: string, output: unknown) =>
  createMachine({
    id,
    context: ({ input }) => ({ input }),
    initial: 'active',
    output: () => output,
    states: { active: { on: { finish: 'done' } }, done: { type: 'final' } },
  });

/** A child that stops as it starts (a bug in it), with `message`. */
export const stopsAtStart = (id: string, message: string) =>
  createMachine({
    id,
    entry: () => {
      throw new Error(message);
    },
  });
