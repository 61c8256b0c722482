import { pathsCommand } from './pathsCommand';

/** `npm run paths -- <machine> …`: see test/model/pathsCommand.ts. */
process.exit(
  await pathsCommand(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  }),
);
