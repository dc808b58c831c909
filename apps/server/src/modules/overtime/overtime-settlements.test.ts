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
  // The settling of minutes (a month's overtime, a remainder, a second row) is in overtime-unsettled.test.ts.
  it('a month without overtime has nothing to settle: refused in Spanish, nothing written nor audited', async () => {
    expect(outcome(await settle(ADMIN, MARTA, { month: pastMonth, mode: 'compensated' }))).toEqual({
      status: 400,
      message: 'Ese mes no tiene horas extra sin liquidar',
    });
    const rows = await ctx.superuserQuery('select id from overtime_settlements where user_id = $1', [idOf(MARTA)]);
    expect(rows).toEqual([]);
    expect(await auditOf('employee.overtime_settled', idOf(MARTA))).toEqual([]);
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
    await ctx.superuserQuery(
      `insert into overtime_settlements (company_id, user_id, month, mode, settled_minutes, created_by)
         select company_id, user_id, $2::date, 'compensated', 60, $3 from employees where user_id = $1`,
      [idOf(MARTA), `${pastMonth}-01`, idOf(ADMIN)],
    );
    await expect(ctx.superuserQuery("update overtime_settlements set mode = 'paid'")).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(ctx.superuserQuery('delete from overtime_settlements')).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(ctx.superuserQuery('update overtime_settlements set settled_minutes = 1')).rejects.toThrow(
      /no se modifican ni se borran/,
    );
  });
});
