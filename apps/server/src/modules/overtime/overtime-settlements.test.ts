import { madridDate } from '@jornada/shared/domain/madrid-time';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
  ctx,
  FORBIDDEN,
  idOf,
  LUCIA,
  MANAGER,
  MARTA,
  NOT_FOUND,
  outcome,
  useEmployeesContext,
} from '../employees/employees.test-helpers';

useEmployeesContext();

const settle = (as: string, email: string, body: Record<string, unknown>) =>
  api(as, 'POST', `/api/employees/${idOf(email)}/overtime-settlements`, body);

// Whatever today is, a month two years back has started and lies within the register's four years.
const pastMonth = `${Number(madridDate(new Date()).slice(0, 4)) - 2}-03`;

describe('POST /api/employees/{id}/overtime-settlements', () => {
  it('the admin records a month as compensated, then as paid: both rows stay, each audited', async () => {
    const first = await settle(ADMIN, MARTA, { month: pastMonth, mode: 'compensated' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      employee_id: idOf(MARTA),
      month: pastMonth,
      mode: 'compensated',
      created_by: { id: idOf(ADMIN), name: 'Ana García' },
      created_at: expect.any(String),
    });
    const second = await settle(ADMIN, MARTA, { month: pastMonth, mode: 'paid' });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBeGreaterThan(first.json().id);

    const rows = await ctx.superuserQuery<{ mode: string }>(
      'select mode from overtime_settlements where user_id = $1 and month = $2::date order by id',
      [idOf(MARTA), `${pastMonth}-01`],
    );
    expect(rows.map((row) => row.mode)).toEqual(['compensated', 'paid']);
    const audit = await auditOf('employee.overtime_settled', idOf(MARTA));
    expect(audit.map((entry) => entry.details)).toEqual([
      { settlement_id: first.json().id, month: pastMonth, mode: 'compensated' },
      { settlement_id: second.json().id, month: pastMonth, mode: 'paid' },
    ]);
    expect(audit[0]?.actor_user_id).toBe(idOf(ADMIN));
  });

  it('refuses in Spanish a bad mode, a bad month, a month not begun and one older than four years', async () => {
    const today = madridDate(new Date());
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01`;
    const ancient = `${Number(today.slice(0, 4)) - 5}-01`;
    expect(outcome(await settle(ADMIN, MARTA, { month: pastMonth, mode: 'gratis' })).message).toMatch(
      /Indica cómo se liquidaron/,
    );
    expect(outcome(await settle(ADMIN, MARTA, { month: '2025-13', mode: 'paid' }))).toEqual({
      status: 400,
      message: 'Mes no válido (yyyy-MM)',
    });
    expect(outcome(await settle(ADMIN, MARTA, { month: nextYear, mode: 'paid' }))).toEqual({
      status: 400,
      message: 'No se puede liquidar un mes que aún no ha empezado',
    });
    expect(outcome(await settle(ADMIN, MARTA, { month: ancient, mode: 'paid' }))).toEqual({
      status: 400,
      message: 'El mes no puede ser de hace más de cuatro años',
    });
  });

  it('only the company admin records them; another company finds nobody', async () => {
    expect(outcome(await settle(MANAGER, MARTA, { month: pastMonth, mode: 'paid' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(outcome(await settle(LUCIA, LUCIA, { month: pastMonth, mode: 'paid' }))).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(outcome(await settle(ADMIN_B, MARTA, { month: pastMonth, mode: 'paid' }))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
    const count = await ctx.superuserQuery<{ n: number }>(
      'select count(*)::int as n from overtime_settlements where created_by <> $1',
      [idOf(ADMIN)],
    );
    expect(count[0]?.n).toBe(0);
  });

  it('a settlement is never changed nor deleted, not even by the owner', async () => {
    await expect(ctx.superuserQuery("update overtime_settlements set mode = 'paid'")).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(ctx.superuserQuery('delete from overtime_settlements')).rejects.toThrow(
      /no se modifican ni se borran/,
    );
  });
});
