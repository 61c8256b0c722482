import type * as z from 'zod/mini';

export type JsonParseResult<T> = { ok: true; value: T } | { ok: false; reason: 'notJson' | 'wrongShape' };

/**
 * Text from outside (a query parameter, storage, configuration) read as JSON and validated by
 * `schema`. Never throws; says whether the text was not JSON or JSON of the wrong shape, for
 * callers whose messages tell the two apart.
 */
export function parseJsonWith<T>(text: string, schema: z.ZodMiniType<T>): JsonParseResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'wrongShape' };
}
