import type { StepReport } from './runner';
import { compactStateText } from './stateValues';

/** A step that passed, as `npm run paths -- <machine> --run N` prints it, in jsdom or the browser. */
export const passedStepLine = (report: StepReport) =>
  `  ✓ ${report.number}. ${report.words}\n       now in ${compactStateText(report.expected)}`;
