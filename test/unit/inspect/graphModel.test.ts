// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeActiveStates, machineGraph } from '../../../src/inspect/graphModel';
import { loadMachines } from '../../../scripts/charts/discover';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('machineGraph', () => {
  const machine = setup({
    types: { events: {} as { type: 'start' } | { type: 'cancel' } | { type: 'ping' } },
    guards: { canStart: () => true, isBusy: () => false },
    actions: { log: () => {} },
    actors: { sign: fromPromise(async () => 'signed') },
    delays: { confirmDelay: 10 },
  }).createMachine({
    id: 'mint',
    description: 'A small mint.',
    initial: 'idle',
    on: { ping: { actions: 'log' } },
    states: {
      idle: { description: 'Waiting.', on: { start: { guard: and(['canStart', not('isBusy')]), target: 'signing' } } },
      signing: {
        initial: 'asking',
        on: { cancel: { target: 'idle', description: 'The user stops.' } },
        states: {
          asking: {
            invoke: { id: 'sign', src: 'sign', onDone: { target: 'confirming' }, onError: { target: '#mint.idle' } },
          },
          confirming: { after: { confirmDelay: { target: '#mint.done' }, 1500: { target: 'asking' } } },
          remembered: { type: 'history', history: 'deep' },
        },
      },
      both: {
        type: 'parallel',
        states: { left: { always: { target: '#mint.done' } }, right: {} },
      },
      done: { type: 'final' },
    },
  });
  const graph = machineGraph(machine);
  const node = (id: string) => graph.nodes.find((candidate) => candidate.id === id)!;
  const edgesFrom = (id: string) => graph.edges.filter((edge) => edge.source === id);

  it('lists every state once, root first, with its kind, parent, children and initial child', () => {
    expect(graph.nodes.map((n) => n.id)).toEqual([
      'mint',
      'mint.idle',
      'mint.signing',
      'mint.signing.asking',
      'mint.signing.confirming',
      'mint.signing.remembered',
      'mint.both',
      'mint.both.left',
      'mint.both.right',
      'mint.done',
    ]);
    expect(node('mint')).toMatchObject({ kind: 'compound', parent: null, initial: ['mint.idle'], path: [] });
    expect(node('mint.signing')).toMatchObject({ kind: 'compound', initial: ['mint.signing.asking'] });
    expect(node('mint.signing.remembered')).toMatchObject({ kind: 'history', history: 'deep' });
    expect(node('mint.both')).toMatchObject({
      kind: 'parallel',
      initial: [],
      children: ['mint.both.left', 'mint.both.right'],
    });
    expect(node('mint.done').kind).toBe('final');
    expect(node('mint.idle')).toMatchObject({ kind: 'atomic', description: 'Waiting.', key: 'idle', path: ['idle'] });
    expect(graph.description).toBe('A small mint.');
  });

  it('names events, guards and delays in chart words', () => {
    expect(edgesFrom('mint.idle')).toEqual([
      expect.objectContaining({
        eventType: 'start',
        kind: 'event',
        guard: 'canStart && !isBusy',
        label: 'start [canStart && !isBusy]',
        targets: ['mint.signing'],
      }),
    ]);
    expect(edgesFrom('mint.signing.asking').map((e) => [e.kind, e.event, e.targets])).toEqual([
      ['done', 'done: sign', ['mint.signing.confirming']],
      ['error', 'error: sign', ['mint.idle']],
    ]);
    expect(edgesFrom('mint.signing.confirming').map((e) => [e.kind, e.delay, e.targets])).toEqual(
      expect.arrayContaining([
        ['after', 'confirmDelay', ['mint.done']],
        ['after', '1500ms', ['mint.signing.asking']],
      ]),
    );
    expect(edgesFrom('mint.both.left')).toEqual([expect.objectContaining({ kind: 'always', label: 'always' })]);
    expect(edgesFrom('mint.signing')[0]).toMatchObject({ event: 'cancel', description: 'The user stops.' });
  });

  it('keeps transitions that change no state, with no target', () => {
    expect(edgesFrom('mint')).toEqual([expect.objectContaining({ event: 'ping', targets: [] })]);
  });

  it('gives every edge an id of its own', () => {
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
  });
});

describe('the graph model of every machine and its committed Mermaid chart', () => {
  it('have the same states and the same labelled edges', async () => {
    const machines = await loadMachines(`${root}/machines`);
    expect(machines.length).toBeGreaterThan(20);
    for (const { machine } of machines) {
      const graph = machineGraph(machine);
      const chart = readFileSync(`${root}/docs/charts/${machine.id}.md`, 'utf8');
      // Every state of the model is declared in the chart, under its key or its path.
      const declared = new Set(
        [...chart.matchAll(/^\s*(?:state (?:"[^"]*" as )?)?([A-Za-z0-9_]+)(?: \{)?$/gm)].map((m) => m[1]!),
      );
      for (const n of graph.nodes.slice(1)) {
        const clean = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');
        const found = [clean(n.key), clean(n.path.join('_'))].some(
          (name) => declared.has(name) || declared.has(`${name}_`),
        );
        expect(found, `${machine.id}: state ${n.id} is not in its chart`).toBe(true);
      }
      // Every edge label of the model is in the chart (on an arrow, a loop or the note), and the
      // chart has no arrow label the model does not have.
      const labels = new Set(graph.edges.map((e) => e.label.replace(/;/g, ',').replace(/\s+/g, ' ')));
      for (const label of labels) expect(chart, `${machine.id}: edge '${label}' is not in its chart`).toContain(label);
      const arrowLabels = [...chart.matchAll(/--> \S+ : (.+)$/gm)].flatMap((m) => m[1]!.split(', '));
      for (const label of arrowLabels) {
        const known = [...labels].some((l) => l === label || l.includes(label) || label.includes(l));
        expect(known, `${machine.id}: the chart's '${label}' is not in the model`).toBe(true);
      }
    }
  });
});

describe('describeActiveStates', () => {
  const machine = setup({}).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: {},
      open: {
        type: 'parallel',
        states: {
          light: { initial: 'on', states: { on: {}, off: {} } },
          alarm: { initial: 'quiet', states: { quiet: {}, ringing: {} } },
        },
      },
    },
  });
  const { nodes } = machineGraph(machine);

  it('names the innermost active states by their paths, parallel regions joined with and', () => {
    expect(describeActiveStates(nodes, new Set(['door', 'door.closed']))).toBe('closed');
    expect(
      describeActiveStates(
        nodes,
        new Set([
          'door',
          'door.open',
          'door.open.light',
          'door.open.light.on',
          'door.open.alarm',
          'door.open.alarm.ringing',
        ]),
      ),
    ).toBe('open.light.on and open.alarm.ringing');
  });

  it('is null for a chart with no live actor', () => {
    expect(describeActiveStates(nodes, new Set())).toBeNull();
  });
});
