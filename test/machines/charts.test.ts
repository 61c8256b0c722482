import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { allStateNodes, allTransitions, stateName, transitionName } from '../model/machineGraph';

/**
 * Every chart as designers and testers read it, and as the app's edge binds it:
 * - the id Stately's tools, the inspector and `npm run paths` show is the chart's folder name;
 * - a description, where a state or a transition has one, says something (Stately shows an empty
 *   one as a blank note);
 * - every action, guard and actor the chart names is one of its own named implementations, and an
 *   invoked actor's id is its implementation's name;
 * - an effect left unbound never passes for done: it fails naming itself, or keeps running.
 */

const chartModules = import.meta.glob<Record<string, unknown>>('../../machines/*/*.machine.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value;

const charts = Object.entries(chartModules).map(([file, exports]) => {
  const folder = /machines\/([^/]+)\//.exec(file)?.[1];
  const machine = Object.values(exports).find(isMachine);
  if (!folder || !machine) throw new Error(`${file} exports no machine`);
  return { folder, machine };
});

/** The root and every state node below it: the root carries the chart's own entry, invokes and events. */
const nodesOf = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...allStateNodes(machine)];

/** Each description of a chart, named by the state or the transition that carries it. */
function descriptions(machine: AnyStateMachine): [string, string | undefined][] {
  return [
    ...nodesOf(machine).map((node): [string, string | undefined] => [stateName(node), node.description]),
    ...allTransitions(machine).map((transition): [string, string | undefined] => [
      transitionName(transition),
      transition.description,
    ]),
  ];
}

/** Each action, guard and actor the chart's states and transitions name, with where. */
function namedImplementations(machine: AnyStateMachine) {
  const names: { kind: 'actions' | 'guards' | 'actors'; name: unknown; where: string }[] = [];
  const action = (item: unknown, where: string) => {
    // xstate's own `after` timers: a raise on entry, a cancel on exit.
    if (typeof item === 'function' && String((item as { type?: unknown }).type).startsWith('xstate.')) return;
    const name = typeof item === 'object' && item ? (item as { type?: unknown }).type : item;
    names.push({ kind: 'actions', name, where });
  };
  for (const node of nodesOf(machine)) {
    const where = stateName(node);
    node.entry.forEach((item) => action(item, `${where} entry`));
    node.exit.forEach((item) => action(item, `${where} exit`));
    for (const invoke of node.invoke) names.push({ kind: 'actors', name: invoke.src, where: `${where} invoke` });
  }
  for (const transition of allTransitions(machine)) {
    const where = transitionName(transition);
    transition.actions.forEach((item) => action(item, where));
    const { guard } = transition;
    if (guard !== undefined) {
      const name = typeof guard === 'object' ? (guard as { type?: unknown }).type : guard;
      names.push({ kind: 'guards', name, where });
    }
  }
  return names;
}

/** Placeholders that stand for work with no answer: started unbound, they end at once with none. */
const ANSWERLESS: Readonly<Record<string, readonly string[]>> = { app: ['initialise'] };

describe('every chart', () => {
  it('is found: one machine in each chart folder', () => {
    expect(charts.length).toBeGreaterThanOrEqual(20);
  });

  it.each(charts)('$folder has the id of its folder', ({ folder, machine }) => {
    expect(machine.id).toBe(folder);
  });

  it.each(charts)('$folder has no empty description', ({ machine }) => {
    const empty = descriptions(machine).filter(([, text]) => text !== undefined && text.trim() === '');
    expect(empty.map(([where]) => where)).toEqual([]);
    // Read where designers write them: at least one description in each chart.
    expect(descriptions(machine).some(([, text]) => text)).toBe(true);
  });

  it.each(charts)('$folder names each invoked actor as its implementation', ({ machine }) => {
    // The invoke's id names its done and error events (`xstate.done.actor.<id>`), which paths and
    // the inspector show: the same name as the implementation reads as one thing.
    const invokes = nodesOf(machine).flatMap((node) => node.invoke);
    expect(invokes.filter(({ id, src }) => id !== src).map(({ id }) => id)).toEqual([]);
  });

  it.each(charts)('$folder names only implementations it has', ({ machine }) => {
    const unknown = namedImplementations(machine).filter(
      ({ kind, name }) =>
        typeof name !== 'string' || (machine.implementations[kind] as Record<string, unknown>)[name] === undefined,
    );
    expect(unknown).toEqual([]);
  });

  it.each(charts)(
    '$folder: an effect left unbound fails naming itself, or keeps running',
    async ({ folder, machine }) => {
      const actors = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>);
      const ended = await Promise.all(
        actors.map(async ([name, logic]) => {
          const actor = createActor(logic, { input: {} });
          actor.subscribe({ error: () => {} });
          actor.start();
          // A placeholder's promise settles within a task.
          await new Promise((resolve) => setTimeout(resolve, 0));
          const snapshot = actor.getSnapshot() as { status: string; error?: unknown; output?: unknown };
          actor.stop();
          return { name, snapshot };
        }),
      );
      for (const { name, snapshot } of ended) {
        if (snapshot.status === 'error')
          expect((snapshot.error as Error).message, name).toBe(`${name} is bound at the edge`);
        if (snapshot.status === 'done' && !ANSWERLESS[folder]?.includes(name))
          expect(snapshot.output, name).toBeDefined();
      }
    },
  );
});
