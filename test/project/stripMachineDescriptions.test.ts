// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { withoutDescriptions } from '../../scripts/build/stripMachineDescriptions';

/** The edited source, parsed back and evaluated as the chart config it holds. */
function strip(source: string): string {
  const edited = withoutDescriptions(source, parseAst(source) as never);
  return edited ? edited.toString() : source;
}

const CHART = `export const config = {
  id: 'door',
  description: 'A door.',
  initial: 'closed',
  states: {
    closed: {
      description: "'Open' opens it",
      on: { open: { target: 'open', description: \`the visitor's push\` } },
    },
    open: { on: { close: { description: 'shut', target: 'closed' } }, description: 'Open.' },
    empty: { description: 'alone' },
  },
  meta: { note: 'kept', description: dynamicText() },
};`;

describe('withoutDescriptions', () => {
  it('removes every description and keeps the chart as it was otherwise', () => {
    const stripped = strip(CHART);
    expect(stripped).not.toMatch(/description: ['"`]/);
    // A description that is not plain text is code, not documentation: kept.
    expect(stripped).toContain('description: dynamicText()');
    const config = new Function('dynamicText', `${stripped.replace('export const config =', 'return')}`)(() => 'x');
    expect(config).toEqual({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { open: { target: 'open' } } },
        open: { on: { close: { target: 'closed' } } },
        empty: {},
      },
      meta: { note: 'kept', description: 'x' },
    });
    expect(() => createMachine(config)).not.toThrow();
  });

  it('leaves a file without descriptions untouched', () => {
    expect(withoutDescriptions('const a = { id: 1 };', parseAst('const a = { id: 1 };') as never)).toBeNull();
  });
});
