import { beforeAll, describe, expect, it } from 'vitest';
import type { Workshift } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import {
  as,
  ctx,
  expectRefused,
  get,
  idOf,
  JAVIER,
  MESSAGES,
  PABLO,
  post,
  useWorkshiftContext,
} from './workshift.test-helpers';

useWorkshiftContext();

// The last test checks that each worker sees their own shifts and no one else's, so each needs one:
// the seed gives javier.moreno none.
beforeAll(async () => {
  expect((await post(JAVIER, '/api/workshift/start', {})).statusCode).toBe(200);
  expect((await post(JAVIER, '/api/workshift/end', {})).statusCode).toBe(200);
});

describe('who sees whose shifts', () => {
  const current = (id: number) => `/api/workshift/current/user/${id}`;
  const all = (id: number) => `/api/workshift/employee/${id}/all`;

  beforeAll(async () => {
    // pablo.diaz (no manager) has a shift open, whichever tests ran before.
    const open = (await get(PABLO, '/api/workshift/current')).json();
    if (open?.status !== 'in_progress') expect((await post(PABLO, '/api/workshift/start', {})).statusCode).toBe(200);
  });

  it('the company admin sees any employee of the company, pablo.diaz (no manager) included', async () => {
    const pabloOwn = (await get(PABLO, '/api/workshift/current')).json();
    const seen = await get(demoUsers.company, current(idOf(PABLO)));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: pabloOwn.id, user_id: idOf(PABLO), status: 'in_progress' });

    const history = (await get(PABLO, '/api/workshift/history')).json();
    const list = await get(demoUsers.company, all(idOf(PABLO)));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: Workshift) => s.id)).toEqual(history.data.map((s: Workshift) => s.id));

    const worker = await get(demoUsers.company, all(idOf(demoUsers.worker)));
    expect(worker.statusCode).toBe(200);
    expect(worker.json().length).toBeGreaterThanOrEqual(10);
    expect(worker.json()[0]).toHaveProperty('json_security.locationHistory');
    // An employee with no shift today and none open: null, not an error.
    expect((await get(demoUsers.company, current(idOf(demoUsers.company)))).statusCode).toBe(200);
  });

  it("a manager sees their team (trabajador@) but not pablo.diaz nor another company's worker", async () => {
    const worker = await get(demoUsers.manager, all(idOf(demoUsers.worker)));
    expect(worker.statusCode).toBe(200);
    const own = (await get(demoUsers.worker, '/api/workshift/history?page_size=100')).json();
    expect(worker.json().map((s: Workshift) => s.id)).toEqual(own.data.map((s: Workshift) => s.id));
    const seen = await get(demoUsers.manager, current(idOf(demoUsers.worker)));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()?.id).toBe((await get(demoUsers.worker, '/api/workshift/current')).json()?.id);

    for (const email of [PABLO, demoUsers.worker2]) {
      await expectRefused(await get(demoUsers.manager, current(idOf(email))), 404, MESSAGES.notFound);
      await expectRefused(await get(demoUsers.manager, all(idOf(email))), 404, MESSAGES.notFound);
    }
  });

  it("talleres_norte's admin gets 404 for panaderia's workers; panaderia's admin for talleres'", async () => {
    for (const email of [demoUsers.worker, PABLO, demoUsers.manager]) {
      await expectRefused(await get(demoUsers.company2, current(idOf(email))), 404, MESSAGES.notFound);
      await expectRefused(await get(demoUsers.company2, all(idOf(email))), 404, MESSAGES.notFound);
    }
    await expectRefused(await get(demoUsers.company, current(idOf(demoUsers.worker2))), 404, MESSAGES.notFound);
    await expectRefused(await get(demoUsers.company, all(idOf(demoUsers.worker2))), 404, MESSAGES.notFound);
    await expectRefused(await get(demoUsers.company, all(999_999)), 404, MESSAGES.notFound);
    expect((await get(demoUsers.company2, all(idOf(demoUsers.worker2)))).json().length).toBeGreaterThanOrEqual(3);
  });

  it('a worker gets 403 for any employee, themselves included', async () => {
    for (const email of [demoUsers.worker, JAVIER, demoUsers.worker2]) {
      await expectRefused(await get(demoUsers.worker, current(idOf(email))), 403, MESSAGES.forbidden);
      await expectRefused(await get(demoUsers.worker, all(idOf(email))), 403, MESSAGES.forbidden);
    }
    await expectRefused(await get(demoUsers.worker2, all(idOf(demoUsers.worker))), 403, MESSAGES.forbidden);
  });

  it('a bad employee id is a 400', async () => {
    for (const id of ['abc', '0', '-3']) {
      expect((await get(demoUsers.company, `/api/workshift/employee/${id}/all`)).statusCode, id).toBe(400);
    }
  });

  it("workers and the manager never see another tenant's shifts through their own endpoints", async () => {
    const byCompany = await ctx.superuserQuery<{ id: string; company_id: number; user_id: number }>(
      'select id::text, company_id, user_id from workshifts',
    );
    for (const email of [demoUsers.worker, demoUsers.manager, JAVIER, PABLO, demoUsers.worker2]) {
      const me = as(email).user;
      const seen: Workshift[] = [
        ...(await get(email, '/api/workshift/history?page_size=100')).json().data,
        ...(await get(email, '/api/workshift/user/today')).json(),
      ];
      const currentShift = (await get(email, '/api/workshift/current')).json();
      if (currentShift) seen.push(currentShift);
      expect(seen.length, email).toBeGreaterThan(0);
      for (const shift of seen) {
        const row = byCompany.find((r) => Number(r.id) === shift.id);
        expect(row, `${email} ve ${shift.id}`).toMatchObject({ company_id: me.company_id, user_id: me.id });
      }
      // The full count matches what the database holds for them, no more.
      const mine = byCompany.filter((r) => r.user_id === me.id);
      expect((await get(email, '/api/workshift/history?page_size=100')).json().total, email).toBe(mine.length);
    }
  });
});
