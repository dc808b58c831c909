import { addDays, madridDate } from '@jornada/shared/domain/madrid-time';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
  ctx,
  FORBIDDEN,
  idOf,
  JAVIER,
  LUCIA,
  MANAGER,
  MARTA,
  NOT_FOUND,
  outcome,
  PABLO,
  useEmployeesContext,
} from '../employees/employees.test-helpers';

useEmployeesContext();

const today = madridDate(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];
const previousMonthStart = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
const contractsOf = (as: string, email: string) => api(as, 'GET', `/api/employees/${idOf(email)}/contracts`);
const add = (as: string, email: string, body: Record<string, unknown>) =>
  api(as, 'POST', `/api/employees/${idOf(email)}/contracts`, body);

describe('GET /api/employees/{id}/contracts', () => {
  it('the admin reads Marta at 50 % since the start of the previous month (demo), recorded by Ana', async () => {
    const response = await contractsOf(ADMIN, MARTA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      full_time_weekly_hours: 40,
      current: {
        effective_from: previousMonthStart,
        period_id: expect.any(Number),
        weekly_minutes: 1200,
        weekly_hours: 20,
        work_mode: 'presencial',
        is_part_time: true,
        part_time_percent: 50,
      },
      data: [
        {
          id: expect.any(Number),
          employee_id: idOf(MARTA),
          effective_from: previousMonthStart,
          weekly_minutes: 1200,
          weekly_hours: 20,
          work_mode: 'presencial',
          is_part_time: true,
          part_time_percent: 50,
          created_by: { id: idOf(ADMIN), name: 'Ana García' },
          created_at: expect.any(String),
          is_superseded: false,
        },
      ],
    });
    expect((await contractsOf(ADMIN, JAVIER)).json().current).toMatchObject({
      work_mode: 'teletrabajo',
      is_part_time: false,
    });
  });

  it("a manager reads their team's contracts, not another worker's (404)", async () => {
    expect((await contractsOf(MANAGER, MARTA)).statusCode).toBe(200);
    expect(outcome(await contractsOf(MANAGER, PABLO))).toEqual({ status: 404, message: NOT_FOUND });
  });

  it("a worker may not read them (403); another company's admin finds nothing (404)", async () => {
    expect(outcome(await contractsOf(LUCIA, LUCIA))).toEqual({ status: 403, message: FORBIDDEN });
    expect(outcome(await contractsOf(ADMIN_B, MARTA))).toEqual({ status: 404, message: NOT_FOUND });
    expect(outcome(await api(ADMIN, 'GET', '/api/employees/99999999/contracts'))).toEqual({
      status: 404,
      message: NOT_FOUND,
    });
  });
});

describe('POST /api/employees/{id}/contracts', () => {
  it('appends a period: 201, newest first, in force from its day, audited and in the activity log', async () => {
    const from = addDays(today, -3);
    const response = await add(ADMIN, PABLO, { effective_from: from, weekly_hours: 30, work_mode: 'teletrabajo' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      employee_id: idOf(PABLO),
      effective_from: from,
      weekly_minutes: 1800,
      weekly_hours: 30,
      work_mode: 'teletrabajo',
      is_part_time: true,
      part_time_percent: 75,
      created_by: { id: idOf(ADMIN), name: 'Ana García' },
      is_superseded: false,
    });
    const listed = (await contractsOf(ADMIN, PABLO)).json();
    expect(listed.data.map((c: { effective_from: string }) => c.effective_from)).toEqual([from, previousMonthStart]);
    expect(listed.current).toMatchObject({ period_id: created.id, part_time_percent: 75 });

    const audit = await auditOf('employee.contract_added', idOf(PABLO));
    expect(audit).toEqual([
      {
        actor_user_id: idOf(ADMIN),
        details: {
          contract_id: created.id,
          effective_from: from,
          weekly_minutes: 1800,
          part_time_percent: 75,
          work_mode: 'teletrabajo',
        },
      },
    ]);
    const log = await api(ADMIN, 'GET', '/api/logs?action=employee.contract_added');
    expect(log.json().data[0]).toMatchObject({ actionLabel: 'Contrato registrado', entityId: String(idOf(PABLO)) });
  });

  it('a period starting the same day as another supersedes it; both stay in the history', async () => {
    const from = addDays(today, 20);
    const first = (await add(ADMIN, LUCIA, { effective_from: from, weekly_hours: 20, work_mode: 'presencial' })).json();
    const second = await add(ADMIN, LUCIA, { effective_from: from, weekly_hours: 37.5, work_mode: 'presencial' });
    expect(second.statusCode, second.body).toBe(201);
    const { data, current } = (await contractsOf(ADMIN, LUCIA)).json();
    expect(data.slice(0, 2)).toMatchObject([
      { id: second.json().id, weekly_minutes: 2250, part_time_percent: 93.8, is_superseded: false },
      { id: first.id, is_superseded: true },
    ]);
    // Still in the future: today's contract is the demo's full time.
    expect(current).toMatchObject({ effective_from: previousMonthStart, is_part_time: false });
    const [audit] = (await auditOf('employee.contract_added', idOf(LUCIA))).slice(-1);
    expect(audit?.details).toMatchObject({ replaces_contract_id: first.id });
  });

  const fullTime = 'Las horas semanales no pueden superar la jornada completa de la empresa (40 h)';
  const hours = 'Las horas semanales deben ser un número mayor que 0, con hasta dos decimales';
  const invalid: [string, Record<string, unknown>, string][] = [
    ['0 hours', { weekly_hours: 0 }, hours],
    ['negative hours', { weekly_hours: -5 }, hours],
    ['hours as text', { weekly_hours: '20' }, hours],
    ['three decimals', { weekly_hours: 20.125 }, hours],
    ['above the full-time week', { weekly_hours: 40.5 }, fullTime],
    ['no date', { effective_from: undefined }, 'Indica desde qué día se aplica el contrato'],
    ['an impossible date', { effective_from: '2026-02-30' }, 'Fecha no válida (yyyy-MM-dd)'],
    [
      'five years ago',
      { effective_from: addDays(today, -5 * 366) },
      'La fecha de inicio no puede ser de hace más de cuatro años',
    ],
    [
      'in 400 days',
      { effective_from: addDays(today, 400) },
      'La fecha de inicio no puede ser de dentro de más de un año',
    ],
    ['an unknown mode', { work_mode: 'hibrido' }, "La modalidad debe ser 'presencial' o 'teletrabajo'"],
  ];
  it.each(invalid)('%s → 400 in Spanish, nothing recorded', async (_, change, message) => {
    const body = { effective_from: addDays(today, -30), weekly_hours: 20, work_mode: 'presencial', ...change };
    expect(outcome(await add(ADMIN, JAVIER, body))).toEqual({ status: 400, message });
    expect((await contractsOf(ADMIN, JAVIER)).json().data).toHaveLength(1);
  });

  it('accepts a start three years back', async () => {
    const response = await add(ADMIN, JAVIER, {
      effective_from: addDays(today, -3 * 365),
      weekly_hours: 40,
      work_mode: 'presencial',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("only the company admin records: a manager gets 403, another company's admin 404", async () => {
    const body = { effective_from: today, weekly_hours: 20, work_mode: 'presencial' };
    expect(outcome(await add(MANAGER, MARTA, body))).toEqual({ status: 403, message: FORBIDDEN });
    expect(outcome(await add(LUCIA, LUCIA, body))).toEqual({ status: 403, message: FORBIDDEN });
    expect(outcome(await add(ADMIN_B, MARTA, body))).toEqual({ status: 404, message: NOT_FOUND });
    expect((await contractsOf(ADMIN, MARTA)).json().data).toHaveLength(1);
  });

  it('periods are never changed nor deleted, not even by the owner', async () => {
    await expect(ctx.superuserQuery('update employee_contracts set weekly_minutes = 60')).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(ctx.superuserQuery('delete from employee_contracts')).rejects.toThrow(/no se modifican ni se borran/);
  });
});
