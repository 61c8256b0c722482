import { formatPlan } from './describePath';
import { models } from './models';
import { planPaths } from './paths';

/**
 * Prints a machine's planned paths in plain words, for testers:
 *   npm run paths -- app            shortest paths and the transition tour
 *   npm run paths -- app --simple   also every simple path (many more)
 */

const args = process.argv.slice(2);
const simple = args.includes('--simple');
const names = args.filter((arg) => !arg.startsWith('--'));
const known = Object.keys(models).join(', ');

if (names.length === 0) {
  process.stderr.write(`Usage: npm run paths -- <machine> [--simple]\nMachines: ${known}\n`);
  process.exit(1);
}

for (const name of names) {
  const model = models[name];
  if (!model) {
    process.stderr.write(`No model for machine '${name}'. Machines: ${known}\n`);
    process.exit(1);
  }
  process.stdout.write(`${formatPlan(planPaths(model, { simple }))}\n`);
}
