import { describe, expect, it } from 'vitest';
import { call, demoUsers, loginAs } from '../../../test/test-app';
import {
  ctx,
  customPlan,
  dialog,
  nextIp,
  page,
  postContact,
  postCustomPlan,
  useContactContext,
} from './contact.test-helpers';

useContactContext();

describe('GET /api/admin/contact-requests', () => {
  it('is for the platform admin only: 401 anonymous, 403 every company and gestoría role', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests' })).statusCode).toBe(401);
    for (const email of [demoUsers.gestoria, demoUsers.company, demoUsers.manager, demoUsers.worker]) {
      const cookie = await loginAs(ctx.app, email, undefined, nextIp());
      const response = await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests', cookie });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
  });

  it('lists newest first, paginated, without spam unless asked, filtered by kind', async () => {
    const ip = nextIp();
    await postContact({ ...dialog, name: 'Primera' }, ip);
    await postContact({ ...page, name: 'Segunda', website: 'bot' }, ip);
    await postCustomPlan({ ...customPlan, name: 'Tercera' }, ip);
    const cookie = await loginAs(ctx.app, demoUsers.navegatel, undefined, nextIp());
    const list = async (query: string) => {
      const response = await call(ctx.app, { method: 'GET', url: `/api/admin/contact-requests${query}`, cookie });
      expect(response.statusCode, `${query} → ${response.body}`).toBe(200);
      return response.json();
    };

    const all = await list('?spam=include&pageSize=100');
    const mine = all.data.filter((r: { ip: string }) => r.ip === ip);
    expect(mine.map((r: { name: string }) => r.name)).toEqual(['Tercera', 'Segunda', 'Primera']);
    expect(mine[0]).toMatchObject({
      kind: 'custom_plan',
      source: null,
      numWorkers: '101-250',
      workers: 180,
      plan: 'enterprise',
      isSpam: false,
    });
    expect(mine[1]).toMatchObject({ kind: 'contact', source: 'page', isSpam: true, emailedAt: null });
    expect(mine[2]).toMatchObject({ kind: 'contact', source: 'dialog', company: 'Ferretería Sol S.L.' });
    expect(Date.parse(mine[2].createdAt)).not.toBeNaN();

    const withoutSpam = await list('?pageSize=100');
    expect(withoutSpam.data.every((r: { isSpam: boolean }) => !r.isSpam)).toBe(true);
    expect(withoutSpam.total).toBe(all.total - all.data.filter((r: { isSpam: boolean }) => r.isSpam).length);
    const onlySpam = await list('?spam=only&pageSize=100');
    expect(onlySpam.data.every((r: { isSpam: boolean }) => r.isSpam)).toBe(true);
    const plans = await list('?kind=custom_plan&pageSize=100');
    expect(plans.data.every((r: { kind: string }) => r.kind === 'custom_plan')).toBe(true);

    const first = await list('?spam=include&pageSize=1');
    const second = await list('?spam=include&pageSize=1&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: all.total });
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.data[0].id).toBe(all.data[0].id);
    expect(second.data[0].id).toBe(all.data[1].id);

    const bad = await call(ctx.app, { method: 'GET', url: '/api/admin/contact-requests?pageSize=500', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El tamaño de página debe estar entre 1 y 100');
  });
});
