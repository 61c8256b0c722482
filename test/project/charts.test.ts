// @vitest-environment node
import { and, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appMachine } from '../../machines/app';
import { machineToMermaid } from '../../scripts/charts/mermaid';

describe('machineToMermaid on the app machine', () => {
  const diagram = machineToMermaid(appMachine);

  it('draws the parallel root as a composite whose regions are separated by --', () => {
    expect(diagram.startsWith('stateDiagram-v2\n  [*] --> app\n  state app {\n')).toBe(true);
    expect(diagram).toMatch(
      /state app \{\n\s+state lifecycle \{[^]*?\n\s+--\n\s+state readyMarker \{[^]*?\n\s+--\n\s+state signUpModal \{/,
    );
  });

  it('labels generated events in chart words', () => {
    expect(diagram).toContain('[*] --> loading');
    expect(diagram).toContain('loading --> ready : done: initialise');
    expect(diagram).toContain('loading --> ready : error: initialise');
    expect(diagram).toContain('pending --> shown : after readyMarkerDelay');
    expect(diagram).toContain('deciding --> open : always [signUpRequested]');
    expect(diagram).toContain('deciding --> closed : always\n');
    expect(diagram).toContain('closed --> open : signUpModal.open');
  });

  it('lists the root action-only events in a note instead of drawing them', () => {
    expect(diagram).toMatch(/note right of app\n\s+No state change \(actions only\):\n\s+page\.entered\n/);
    expect(diagram).not.toMatch(/app --> app/);
  });
});

describe('machineToMermaid on other shapes', () => {
  const machine = setup({
    types: { events: {} as { type: 'start' } | { type: 'cancel' } | { type: 'ping' } | { type: 'retry' } },
    guards: { canStart: () => true, isBusy: () => false },
    actions: { log: () => {} },
    delays: { confirmDelay: 10 },
  }).createMachine({
    id: 'mint',
    initial: 'idle',
    on: { ping: { actions: 'log' } },
    states: {
      idle: { on: { start: { guard: and(['canStart', not('isBusy')]), target: 'signing' } } },
      signing: {
        initial: 'idle',
        on: { cancel: { target: 'idle' } },
        states: {
          idle: { after: { 1500: { target: 'confirming' } } },
          confirming: { after: { confirmDelay: { target: '#mint.done' } } },
        },
      },
      failed: { on: { retry: { target: 'failed', reenter: true }, ping: { actions: 'log' } } },
      done: { type: 'final' },
    },
  });
  const diagram = machineToMermaid(machine);

  it('gives repeated keys path ids and keeps the key as label', () => {
    expect(diagram).toContain('\n    idle\n');
    expect(diagram).toContain('\n      state "idle" as signing_idle\n');
  });

  it('writes sibling edges in their block and cross-level edges at the top level', () => {
    expect(diagram).toContain('    idle --> signing : start [canStart && !isBusy]\n');
    expect(diagram).toContain('    signing --> idle : cancel\n');
    expect(diagram).toContain('      signing_idle --> confirming : after 1500ms\n');
    expect(diagram).toContain('\n  confirming --> done : after confirmDelay\n');
  });

  it('draws finals, one self-loop per leaf, and notes for composites', () => {
    expect(diagram).toContain('done --> [*]');
    expect(diagram).toContain('failed --> failed : retry, ping');
    expect(diagram).toMatch(/note right of mint\n\s+No state change \(actions only\):\n\s+ping\n\s+end note/);
  });
});
