import type { AnyStateMachine } from 'xstate';
import { stateValueText } from './plainNames';
import type { StepReport } from './runner';

/** A step that passed, as `npm run paths -- <machine> --run N` prints it, in jsdom or the browser. */
export const passedStepLine = (report: StepReport, machine: AnyStateMachine) =>
  `  ✓ ${report.number}. ${report.words}\n       now in ${stateValueText(machine, report.expected)}`;
