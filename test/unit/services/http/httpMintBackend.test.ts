import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InvalidDataError, RestApiError } from '../../../../src/domain/errors';
import { createHttpMintBackend, toPreparedTransaction } from '../../../../src/services/mintBackend/httpMintBackend';
import { createRestClient } from '../../../../src/services/rest/restClient';
import { createServiceClients } from '../../../../src/services/rest/serviceClients';
import { createRecorder, settle, setupMswServer } from './mswHelpers';

const BASE = 'https://mbaas.test';
const PATH = '/api/v0/chains/ethereum/addresses/:addressLabel/contracts/:sharedLabel/methods/signatureMint';
const server = setupMswServer();

const tx = {
  from: '0xhot',
  to: '0xcontract',
  value: '0',
  hash: '0xhash',
  gas: '0x5208',
  data: '0xdeadbeef',
  nonce: 7,
  maxFeePerGas: '100',
  maxPriorityFeePerGas: '2',
  gasPrice: '50',
  chainId: '0x1',
};

const request = {
  addressLabel: 'bayc-sale',
  sharedLabel: 'ethsale_character_pass' as const,
  rawMessage: 'raw',
  signature: '0xsig',
  from: '0xhot',
  signer: '0xhot',
};

function answer(respond: () => Response) {
  const rec = createRecorder();
  server.use(
    http.post(`${BASE}${PATH}`, async ({ request: incoming }) => {
      await rec.record(incoming);
      return respond();
    }),
  );
  return rec.calls;
}

describe('toPreparedTransaction', () => {
  it('gas becomes gasLimit, value a bigint; from, hash and fee fields are removed', () => {
    expect(toPreparedTransaction(tx)).toEqual({
      to: '0xcontract',
      value: 0n,
      gasLimit: 21000n,
      data: '0xdeadbeef',
      nonce: 7,
      chainId: 1,
    });
  });

  it('keeps only what is there and reads decimal and hex quantities', () => {
    const prepared = toPreparedTransaction({ from: 'f', to: 't', value: '1000000000000000000000', hash: 'h' });
    expect(prepared).toEqual({ to: 't', value: 1000000000000000000000n });
    expect(Object.keys(prepared).sort()).toEqual(['to', 'value']);
    expect(toPreparedTransaction({ from: 'f', to: 't', value: 5, hash: 'h', gas: 30000, nonce: '0x2' })).toEqual({
      to: 't',
      value: 5n,
      gasLimit: 30000n,
      nonce: 2,
    });
  });
});

describe('httpMintBackend', () => {
  it('POSTs signatureMint with args [rawMessage, signature], from, signer, value "0" and the bearer key', async () => {
    const calls = answer(() => HttpResponse.json({ status: 'ok', result: { tx, submitted: false } }));
    const service = createHttpMintBackend({ client: createRestClient({ baseUrl: BASE, bearerKey: 'secret' }) });
    await expect(service.signatureMint(request)).resolves.toEqual(toPreparedTransaction(tx));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v0/chains/ethereum/addresses/bayc-sale/contracts/ethsale_character_pass/methods/signatureMint',
      body: { args: ['raw', '0xsig'], from: '0xhot', signer: '0xhot', value: '0' },
      credentials: 'include',
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer secret');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('the service clients give the mint backend the backend-as-a-service key, and no other base', async () => {
    const calls = answer(() => HttpResponse.json({ status: 200, result: { tx } }));
    const clients = createServiceClients({
      backend: 'https://backend.test',
      pipeline: 'https://pipeline.test',
      auth: 'https://auth.test',
      mintBackend: BASE,
      mintBackendKey: 'the-key',
      metadata: 'https://meta.test',
      compliance: 'https://compliance.test',
      emailSub: 'https://mail.test',
    });
    await createHttpMintBackend({ client: clients.mintBackend }).signatureMint({
      ...request,
      sharedLabel: 'ethsale_storynft',
    });
    expect(calls[0]?.path).toContain('/contracts/ethsale_storynft/methods/signatureMint');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer the-key');

    const rec = createRecorder();
    server.use(
      http.get('https://backend.test/x', async ({ request: incoming }) => {
        await rec.record(incoming);
        return HttpResponse.json(1);
      }),
    );
    await clients.backend.request({ method: 'GET', path: '/x', schema: z.unknown() });
    expect(rec.calls[0]?.headers.get('authorization')).toBeNull();
    expect(rec.calls[0]?.credentials).not.toBe('include');
  });

  it.each([
    ['no result', { status: 'ok' }],
    ['a tx without hash', { status: 'ok', result: { tx: { ...tx, hash: undefined } } }],
    ['a non-numeric value', { status: 'ok', result: { tx: { ...tx, value: 'lots' } } }],
    ['a fractional gas', { status: 'ok', result: { tx: { ...tx, gas: 1.5 } } }],
  ])('%s is InvalidDataError', async (_name, body) => {
    answer(() => HttpResponse.json(body));
    const service = createHttpMintBackend({ client: createRestClient({ baseUrl: BASE }) });
    const error = await settle(service.signatureMint(request)).error();
    expect(error).toBeInstanceOf(InvalidDataError);
    expect((error as InvalidDataError).what).toBe('signatureMint response');
  });

  it('an error status is RestApiError, not retried', async () => {
    const calls = answer(() => HttpResponse.json({ message: 'bad sig' }, { status: 500 }));
    const service = createHttpMintBackend({ client: createRestClient({ baseUrl: BASE }) });
    await expect(service.signatureMint(request)).rejects.toBeInstanceOf(RestApiError);
    expect(calls).toHaveLength(1);
  });
});
