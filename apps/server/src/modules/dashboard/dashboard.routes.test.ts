import type { StaffTodayResponse } from '@jornada/shared/api/dashboard';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly, logIn } from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

const URL = '/api/dashboard/staff-today';
let ctx: TestContext;
const ids = new Map<string, number>();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  // Lucía is working; Javier went on a break; Marta has an approved vacation today. Every instant is
  // relative to now and open shifts count whatever day they began on, so this holds at any hour.
  const lucia = await logIn(ctx, demoUsers.worker);
  const javier = await logIn(ctx, 'javier.moreno@jornada.test');
  const marta = await logIn(ctx, 'marta.sanchez@jornada.test');
  for (const person of [lucia, javier, marta]) ids.set(person.user.email, person.user.id);
  await clockDirectly(ctx, lucia.user, 'start', { occurredAt: minutesAgo(2) });
  await clockDirectly(ctx, javier.user, 'start', { occurredAt: minutesAgo(3) });
  await clockDirectly(ctx, javier.user, 'break_start', { occurredAt: minutesAgo(1) });
  const today = madridDate(new Date());
  const carlos = await logIn(ctx, demoUsers.manager);
  await ctx.superuserQuery(
    `insert into petitions (company_id, table_name, status, requester_id, employee_id, assigned_to, payload,
                            start_date, end_date, decided_by, decided_at)
     select e.company_id, 'vacations', 'approved', e.user_id, e.user_id, array[$4::int], $2::jsonb, $3::date, $3::date, $4, now()
       from employees e where e.user_id = $1`,
    [
      marta.user.id,
      JSON.stringify({ vacation_type: 'vacaciones', start_date: today, end_date: today }),
      today,
      carlos.user.id,
    ],
  );
});
afterAll(() => ctx.close());

async function staffOf(email: string) {
  const response = await call(ctx.app, { method: 'GET', url: URL, cookie: await loginAs(ctx.app, email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffTodayResponse;
}

describe('GET /api/dashboard/staff-today', () => {
  it("shows a company admin everyone of their company who clocks, with today's state and times", async () => {
    const staff = await staffOf(demoUsers.company);
    expect(staff.date).toBe(madridDate(new Date()));
    expect(staff.data.map((row) => row.name)).toEqual([
      'Carlos Ruiz',
      'Javier Moreno',
      'Lucía Fernández',
      'Marta Sánchez',
      'Pablo Díaz',
    ]);
    const byId = (email: string) => staff.data.find((row) => row.employee_id === ids.get(email));
    expect(byId(demoUsers.worker)).toMatchObject({ status: 'in_progress', end: null, break_start: null });
    expect(byId(demoUsers.worker)?.start).toMatch(/^\d{2}:\d{2}$/);
    expect(byId('javier.moreno@jornada.test')).toMatchObject({ status: 'on_break', expected_start: '08:00' });
    expect(byId('javier.moreno@jornada.test')?.break_start).toMatch(/^\d{2}:\d{2}$/);
    expect(byId('marta.sanchez@jornada.test')).toMatchObject({ status: 'absent', detail: 'Vacaciones', start: null });
    const pablo = staff.data.find((row) => row.name === 'Pablo Díaz');
    expect(['not_started', 'day_off', 'holiday']).toContain(pablo?.status);
  });

  it('shows a manager only their team, and another company only its own people', async () => {
    const team = await staffOf(demoUsers.manager);
    expect(team.data.map((row) => row.name)).toEqual(['Javier Moreno', 'Lucía Fernández', 'Marta Sánchez']);
    const other = await staffOf(demoUsers.company2);
    expect(other.data.map((row) => row.name)).toEqual(['Sergio López']);
  });

  it('is refused to a worker, a gestoría and an anonymous visitor', async () => {
    for (const email of [demoUsers.worker, demoUsers.gestoria]) {
      const response = await call(ctx.app, { method: 'GET', url: URL, cookie: await loginAs(ctx.app, email) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
    expect((await call(ctx.app, { method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
