import type { InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspectionBuffer } from '../../../src/inspect/inspectionBuffer';
import { inspectRequestOf } from '../../../src/inspect/inspectRequest';

/** `?inspect=stately` (issue 53): what the address asks for, and the events held until the inspector's code arrives. */

describe('inspectRequestOf', () => {
  it.each([
    ['', null],
    ['?page=2', null],
    ['?inspect', 'viewer'],
    ['?inspect=', 'viewer'],
    ['?inspect=1', 'viewer'],
    ['?inspect=STATELY', 'viewer'],
    ['?inspect=stately', 'stately'],
    ['?a=b&inspect=stately&c', 'stately'],
    ['?inspect&inspect=stately', 'stately'],
    ['?inspector=stately', null],
  ])('%j asks for %j', (search, request) => {
    expect(inspectRequestOf(search)).toBe(request);
  });
});

const actor = (id: string) => ({ type: '@xstate.actor', id }) as unknown as InspectionEvent;
const event = (id: string) => ({ type: '@xstate.event', id }) as unknown as InspectionEvent;
const ids = (events: readonly InspectionEvent[]) => events.map((kept) => (kept as unknown as { id: string }).id);

describe('createInspectionBuffer', () => {
  it('keeps every event in order while there are no more than the limit', () => {
    const buffer = createInspectionBuffer(3);
    for (const next of [actor('app'), event('e1'), event('e2'), actor('user'), event('e3')]) buffer.add(next);
    expect(ids(buffer.events())).toEqual(['app', 'e1', 'e2', 'user', 'e3']);
  });

  it('past the limit drops the oldest events but never an actor, which the inspector could not show without it', () => {
    const buffer = createInspectionBuffer(2);
    for (const next of [actor('app'), event('e1'), event('e2'), actor('user'), event('e3'), event('e4')]) {
      buffer.add(next);
    }
    expect(ids(buffer.events())).toEqual(['app', 'user', 'e3', 'e4']);
  });
});
