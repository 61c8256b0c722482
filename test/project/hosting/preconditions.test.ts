import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { preconditionsHold } from '../../../scripts/serve/preconditions';

const ETAG = '"abc"';
const MODIFIED = 'Tue, 01 Sep 2026 10:00:00 GMT';

describe('preconditionsHold (RFC 9110 13.1.1, 13.1.4, 13.2.2)', () => {
  it.each<[IncomingHttpHeaders, boolean, string]>([
    [{}, true, 'no precondition'],
    [{ 'if-match': ' * ' }, true, 'any file, with white space around'],
    [{ 'if-match': '"x", "abc"' }, true, 'a list naming the file'],
    [{ 'if-match': 'W/"abc"' }, false, 'the weak form of its tag'],
    [{ 'if-match': 'abc' }, false, 'a tag without quotes'],
    [{ 'if-unmodified-since': 'Tue, 01 Sep 2026 10:00:00 GMT' }, true, 'unchanged since then'],
    [{ 'if-unmodified-since': 'Tue, 01 Sep 2026 09:59:59 GMT' }, false, 'changed since then'],
    [{ 'if-unmodified-since': 'yesterday' }, true, 'a date that does not parse'],
    [
      { 'if-match': '*', 'if-unmodified-since': 'Tue, 01 Sep 2026 09:59:59 GMT' },
      true,
      'If-Match, which decides alone',
    ],
  ])('%j holds: %s (%s)', (headers, holds) => {
    expect(preconditionsHold(headers, ETAG, MODIFIED)).toBe(holds);
  });
});
