import { duplicatePayrollCodeMessage, PAYROLL_CODE_MESSAGES } from '@jornada/shared/domain/payroll-code';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_B,
  api,
  auditOf,
  ctx,
  FORBIDDEN,
  find,
  idOf,
  JAVIER,
  LUCIA,
  list,
  MANAGER,
  MARTA,
  outcome,
  PABLO,
  useEmployeesContext,
  WORKER_B,
} from './employees.test-helpers';

useEmployeesContext();

const patch = (as: string, email: string, body: Record<string, unknown>) =>
  api(as, 'PATCH', `/api/employees/${idOf(email)}`, { auth_user_id: idOf(email), ...body });

const newEmployee = (email: string, payrollCode: unknown) => ({
  name: 'Rosa Prieto',
  email,
  identification: '87654321X',
  role: 'worker',
  payroll_code: payrollCode,
});

async function usersWithEmail(email: string) {
  return ctx.superuserQuery<{ id: number }>('select id from users where email = $1', [email]);
}

async function storedCode(email: string) {
  const [row] = await ctx.superuserQuery<{ payroll_code: string | null }>(
    'select e.payroll_code from employees e join users u on u.id = e.user_id where u.email = $1',
    [email],
  );
  return row?.payroll_code;
}

describe('«Código de nómina» (payroll_code) of an employee', () => {
  it('is listed with each employee; the demo gives its employees theirs', async () => {
    expect(find(await list(ADMIN), LUCIA)?.payroll_code).toBe('000003');
    // The manager reads it too (their team), without being able to change it (below).
    expect(find(await list(MANAGER), LUCIA)?.payroll_code).toBe('000003');
  });

  it('is optional on creation; given, it is trimmed, stored as typed and audited', async () => {
    const without = await api(ADMIN, 'POST', '/api/employees', { ...newEmployee('sin.codigo@jornada.test', '') });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().employee.payroll_code).toBeNull();

    const response = await api(ADMIN, 'POST', '/api/employees', {
      ...newEmployee('rosa.prieto@jornada.test', '  A3/07-b '),
      identification: '11111111H',
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().employee;
    expect(created.payroll_code).toBe('A3/07-b');
    expect(find(await list(ADMIN), 'rosa.prieto@jornada.test')?.payroll_code).toBe('A3/07-b');
    const [audit] = await auditOf('employee.created', created.id);
    expect(audit?.details).toMatchObject({ payroll_code: 'A3/07-b' });
  });

  it('refuses a malformed code with a Spanish 400 and writes nothing', async () => {
    for (const [code, message] of [
      ['=HYPERLINK("x")', PAYROLL_CODE_MESSAGES.shape],
      ['00 12', PAYROLL_CODE_MESSAGES.shape],
      ['x'.repeat(31), PAYROLL_CODE_MESSAGES.tooLong],
      [42, PAYROLL_CODE_MESSAGES.notText],
    ] as const) {
      const email = 'codigo.malo@jornada.test';
      const created = await api(ADMIN, 'POST', '/api/employees', newEmployee(email, code));
      expect(outcome(created), String(code)).toEqual({ status: 400, message });
      expect(created.json().fields).toMatchObject({ payroll_code: message });
      expect(await usersWithEmail(email)).toEqual([]);

      const updated = await patch(ADMIN, JAVIER, { payroll_code: code });
      expect(outcome(updated), String(code)).toEqual({ status: 400, message });
      expect(await storedCode(JAVIER)).toBe('000004');
    }
  });

  it('refuses a code another employee of the company has, whatever its case, with a Spanish 409 and writes nothing', async () => {
    const email = 'codigo.repetido@jornada.test';
    const created = await api(ADMIN, 'POST', '/api/employees', newEmployee(email, '000003'));
    expect(outcome(created)).toEqual({ status: 409, message: duplicatePayrollCodeMessage('000003') });
    expect(await usersWithEmail(email)).toEqual([]);

    const auditsBefore = (await auditOf('employee.updated', idOf(JAVIER))).length;
    const updated = await patch(ADMIN, JAVIER, { payroll_code: 'a3/07-B' });
    expect(outcome(updated)).toEqual({ status: 409, message: duplicatePayrollCodeMessage('a3/07-B') });
    expect(await storedCode(JAVIER)).toBe('000004');
    expect(await auditOf('employee.updated', idOf(JAVIER))).toHaveLength(auditsBefore);
  });

  it('keeps a former employee’s code theirs: the payroll program keeps it with their history', async () => {
    expect((await api(ADMIN, 'DELETE', `/api/employees/${idOf(PABLO)}`)).statusCode).toBe(200);
    try {
      expect(outcome(await patch(ADMIN, MARTA, { payroll_code: '000006' }))).toEqual({
        status: 409,
        message: duplicatePayrollCodeMessage('000006'),
      });
    } finally {
      expect((await api(ADMIN, 'POST', `/api/employees/${idOf(PABLO)}/reactivate`)).statusCode).toBe(200);
    }
  });

  it('lets another company use the same code', async () => {
    const response = await patch(ADMIN_B, WORKER_B, { payroll_code: '000003' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().employee.payroll_code).toBe('000003');
  });

  it('is cleared with an empty value (audited old → new) and set again', async () => {
    const cleared = await patch(ADMIN, MARTA, { payroll_code: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().employee.payroll_code).toBeNull();
    const audits = await auditOf('employee.updated', idOf(MARTA));
    expect(audits.at(-1)?.details).toEqual({ field: 'payroll_code', from: '000005', to: null });

    // Now free, the code can go to someone else, and a same-value save writes no audit.
    expect((await patch(ADMIN, JAVIER, { payroll_code: '000005' })).json().employee.payroll_code).toBe('000005');
    const javierAudits = (await auditOf('employee.updated', idOf(JAVIER))).length;
    expect((await patch(ADMIN, JAVIER, { payroll_code: '000005' })).statusCode).toBe(200);
    expect(await auditOf('employee.updated', idOf(JAVIER))).toHaveLength(javierAudits);
  });

  it('is the company admin’s to change: a manager gets 403, a worker the generic 403', async () => {
    expect(outcome(await patch(MANAGER, LUCIA, { payroll_code: '999' }))).toEqual({
      status: 403,
      message: 'Solo el administrador de la empresa puede cambiar el código de nómina de un empleado',
    });
    expect(outcome(await patch(LUCIA, LUCIA, { payroll_code: '999' }))).toEqual({ status: 403, message: FORBIDDEN });
    expect(await storedCode(LUCIA)).toBe('000003');
  });

  it('words a race lost on the unique index as the same 409, the creation rolled back whole', async ({ skip }) => {
    // A second connection holds a code uncommitted: the service's check cannot see it, and the write
    // waits on the unique index until that commits, then fails there.
    if (!ctx.databaseUrl) skip('needs a second connection to the same database (PostgreSQL)');
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    const holdWhile = async <T>(code: string, write: () => Promise<T>): Promise<T> => {
      await holder.query('begin');
      await holder.query('update employees set payroll_code = $1 where user_id = $2', [code, idOf(PABLO)]);
      const pending = write();
      await waitForLockWait();
      await holder.query('commit');
      return pending;
    };
    try {
      const updated = await holdWhile('CARRERA-1', () => patch(ADMIN, LUCIA, { payroll_code: 'carrera-1' }));
      expect(outcome(updated)).toEqual({ status: 409, message: duplicatePayrollCodeMessage('carrera-1') });
      expect(await storedCode(LUCIA)).toBe('000003');

      const email = 'carrera@jornada.test';
      const created = await holdWhile('CARRERA-2', () =>
        api(ADMIN, 'POST', '/api/employees', newEmployee(email, 'CARRERA-2')),
      );
      expect(outcome(created)).toEqual({ status: 409, message: duplicatePayrollCodeMessage('CARRERA-2') });
      expect(await usersWithEmail(email)).toEqual([]);
    } finally {
      await holder.end();
      await ctx.superuserQuery('update employees set payroll_code = $1 where user_id = $2', ['000006', idOf(PABLO)]);
    }
  });
});

/** Until some statement of the database waits for a lock (the app's write behind the holder's). */
async function waitForLockWait() {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await ctx.superuserQuery<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('la escritura no llegó a esperar al índice');
}
