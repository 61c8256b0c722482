import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../src/domain/errors';
import { createHttpEmailSubscription } from '../../../../src/services/emailSubscription/httpEmailSubscription';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createRecorder, settle, setupMswServer } from './mswHelpers';

const BASE = 'https://mail.test';
const server = setupMswServer();
const service = createHttpEmailSubscription({ client: createRestClient({ baseUrl: BASE }) });

function answer(respond: () => Response | Promise<Response>) {
  const rec = createRecorder();
  server.use(
    http.post(`${BASE}/emailsub`, async ({ request }) => {
      await rec.record(request);
      return respond();
    }),
  );
  return rec.calls;
}

describe('httpEmailSubscription', () => {
  it('POST /emailsub { email } with a JSON content type; ok resolves true', async () => {
    const calls = answer(() => HttpResponse.json({ id: 1 }));
    await expect(service.subscribe('a@b.test')).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/emailsub', body: { email: 'a@b.test' } });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('an ok answer with any body (even not JSON) is a success', async () => {
    answer(() => HttpResponse.text('Subscribed!'));
    await expect(service.subscribe('a@b.test')).resolves.toBe(true);
  });

  it('a non-ok answer resolves false and logs its body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => HttpResponse.text('invalid address', { status: 422 }));
    await expect(service.subscribe('a@b.test')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(MESSAGES.errorResponseSubscribingEmail, 422, 'invalid address');
  });

  it('a network failure resolves false (logged), with no retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = answer(() => HttpResponse.error());
    await expect(service.subscribe('a@b.test')).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(MESSAGES.errorWhileSubscribingEmail, expect.anything());
  });

  it('a missing email is Missing email in options, with no request', async () => {
    const calls = answer(() => HttpResponse.json({}));
    await expect(service.subscribe('')).rejects.toThrow(MESSAGES.missingEmailInOptions);
    expect(calls).toHaveLength(0);
  });

  it("the caller's abort is rethrown, not a false", async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const outcome = settle(service.subscribe('a@b.test', controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(await outcome.error()).toMatchObject({ name: 'AbortError' });
  });
});
