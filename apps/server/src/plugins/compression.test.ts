import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let company: string;
let worker: string;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await loginAs(ctx.app, demoUsers.company);
  worker = await loginAs(ctx.app, demoUsers.worker);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'GET', url, cookie, headers });

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('compressed JSON answers', () => {
  it('sends a JSON answer above 1 KB as brotli, or gzip, as the browser accepts, and says it varies', async () => {
    const plain = await get('/api/employees', company);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/employees', company, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(br).toString())).toEqual(plain.json());

    const gzip = await get('/api/employees', company, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const health = await call(ctx.app, { method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');
  });

  it('takes the ETag on the uncompressed answer and sends a 304 with no body and no encoding', async () => {
    const url = '/api/workshift/user/today';
    const plain = await get(url, worker);
    const br = await get(url, worker, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const again = await get(url, worker, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('sends the same file bytes of a CSV download, and a PDF as it is', async () => {
    const month = madridDate(new Date()).slice(0, 7);
    const url = `/api/workshift/history/export?month=${month}&format=`;
    const plainCsv = await get(`${url}csv`, worker);
    expect(plainCsv.statusCode).toBe(200);
    const csv = await get(`${url}csv`, worker, { 'accept-encoding': 'br, gzip' });
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(decoded(csv).equals(plainCsv.rawPayload)).toBe(true);

    const pdf = await get(`${url}pdf`, worker, { 'accept-encoding': 'br, gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the event stream', () => {
  it('is never compressed, whatever the browser accepts: each event leaves at once', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', cookie: worker },
      });
      req.once('response', resolve);
      req.once('error', reject);
      req.end();
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      const first = await new Promise<string>((resolve) => response.once('data', (chunk) => resolve(String(chunk))));
      expect(first).toContain('retry:');
    } finally {
      response.destroy();
    }
  });
});
