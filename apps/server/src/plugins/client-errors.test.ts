import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * What Node's HTTP parser refuses never reaches a route: only a listening server shows its answer
 * (app.inject bypasses the parser).
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx?.close());

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('refusals of the HTTP parser', () => {
  it('a 1 MB query string gets 431 with a Spanish message', async () => {
    const response = await get(`/api/health?q=${'a'.repeat(1024 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      message: 'La dirección o las cabeceras de la petición son demasiado grandes',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('an oversized header gets the same', async () => {
    const response = await get('/api/health', { 'x-relleno': 'b'.repeat(64 * 1024) });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body).message).toBe('La dirección o las cabeceras de la petición son demasiado grandes');
  });

  it('a normal request is not affected', async () => {
    expect((await get('/api/health')).status).toBe(200);
  });
});
