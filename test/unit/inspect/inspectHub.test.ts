import { createActor, createMachine, fromPromise, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { actorTree, createInspectHub, EVENT_LOG_SIZE } from '../../../src/inspect/inspectHub';

describe('the inspect hub', () => {
  it('keeps the last 200 events with their time and target, and tells its listeners', () => {
    let time = 0;
    const hub = createInspectHub(() => ++time);
    let told = 0;
    const stop = hub.subscribe(() => (told += 1));
    const machine = createMachine({ id: 'counter', on: { tick: {} } });
    const actor = createActor(machine, { inspect: (event: InspectionEvent) => hub.record(event) }).start();
    for (let i = 0; i < EVENT_LOG_SIZE + 5; i += 1) actor.send({ type: 'tick', n: i } as never);
    const events = hub.events();
    expect(events).toHaveLength(EVENT_LOG_SIZE);
    expect(events.at(-1)?.event).toEqual({ type: 'tick', n: EVENT_LOG_SIZE + 4 });
    expect(events[0]?.event).toEqual({ type: 'tick', n: 5 });
    expect(events.every((logged) => logged.target === actor.sessionId)).toBe(true);
    expect(events.at(-1)!.time).toBeGreaterThan(events[0]!.time);
    expect(told).toBeGreaterThan(EVENT_LOG_SIZE);
    stop();
    const before = told;
    actor.send({ type: 'tick' });
    expect(told).toBe(before);
  });
});

describe('actorTree', () => {
  it('lists the running actors depth first, with their ids and which run machines', () => {
    const child = createMachine({ id: 'child', initial: 'a', states: { a: {} } });
    const parent = createMachine({
      id: 'parent',
      invoke: [
        { id: 'inner', src: child },
        { id: 'call', src: fromPromise(() => new Promise(() => {})) },
      ],
    });
    const actor = createActor(parent, { systemId: 'root' }).start();
    expect(actorTree(actor).map((entry) => [entry.name, entry.machineId, entry.depth, entry.machine])).toEqual([
      ['parent', 'parent', 0, true],
      ['inner', 'child', 1, true],
      ['call', null, 1, false],
    ]);
  });
});
