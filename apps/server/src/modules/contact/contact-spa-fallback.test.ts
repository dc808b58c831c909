import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MESSAGES } from '@jornada/shared/api/contact';
import { describe, expect, it } from 'vitest';
import { call, createTestContext } from '../../../test/test-app';
import { customPlan } from './contact.test-helpers';

describe('with the built web (SPA fallback)', () => {
  it('does not swallow /sendemail/customplan or /texts/: they stay the server’s', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'jornada-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    const local = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist } });
    try {
      const spa = await call(local.app, { method: 'GET', url: '/contacto' });
      expect(spa.body).toContain('<title>SPA</title>');
      const post = await call(local.app, {
        method: 'POST',
        url: '/sendemail/customplan',
        payload: customPlan,
        remoteAddress: '10.61.0.4',
      });
      expect(post.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sentCustomPlan });
      for (const url of ['/sendemail/customplan', '/sendemail/otra', '/texts/NoExiste.html', '/texts']) {
        const response = await call(local.app, { method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
      }
      const legal = await call(local.app, { method: 'GET', url: '/texts/AvisoLegal.html' });
      expect(legal.statusCode).toBe(200);
      expect(legal.headers['content-type']).toBe('text/html; charset=utf-8');
    } finally {
      await local.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
