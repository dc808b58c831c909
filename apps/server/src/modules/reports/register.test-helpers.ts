import type { RegisterResponse } from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import { madridToInstant } from '@jornada/shared/domain/madrid-time';
import { clockDirectly, type LoggedIn } from '../../../test/clock-helpers';
import { call, loginAs, type TestContext } from '../../../test/test-app';
import type { ClockInput } from '../workshift/clock-action.service';

/** What the register's API tests share: new workers with a crafted record at fixed past dates. */

export const at = (date: string, time: string) => madridToInstant(date, time) as Date;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A valid DNI for a number (the letter is the number modulo 23). */
export const dniOf = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

export interface NewWorker extends LoggedIn {
  password: string;
}

/** A worker created by the company admin through the API, logged in with their temporary password. */
export async function createWorker(
  ctx: TestContext,
  admin: LoggedIn,
  values: { name: string; email: string; identification: string; managerId?: number | null; payroll_code?: string },
): Promise<NewWorker> {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/employees',
    cookie: admin.cookie,
    payload: { role: 'worker', managerId: values.managerId ?? null, ...values },
  });
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`POST /api/employees: ${response.statusCode} ${response.body}`);
  }
  const password = response.json().temporary_password as string;
  const cookie = await loginAs(ctx.app, values.email, password);
  const user = (await call(ctx.app, { method: 'GET', url: '/api/user', cookie })).json() as SessionUser;
  return { cookie, user, password };
}

/** One shift through the real clock service at the given Madrid wall times ('HH:mm' or 'yyyy-MM-dd HH:mm'). */
export async function clockShift(
  ctx: TestContext,
  user: SessionUser,
  date: string,
  shift: { start: string; end?: string; breaks?: [string, string][]; workMode?: ClockInput['workMode'] },
) {
  const instant = (value: string) => (value.includes(' ') ? at(value.slice(0, 10), value.slice(11)) : at(date, value));
  const started = await clockDirectly(ctx, user, 'start', {
    occurredAt: instant(shift.start),
    workMode: shift.workMode,
  });
  for (const [from, to] of shift.breaks ?? []) {
    await clockDirectly(ctx, user, 'break_start', { occurredAt: instant(from) });
    await clockDirectly(ctx, user, 'break_end', { occurredAt: instant(to) });
  }
  if (shift.end) await clockDirectly(ctx, user, 'end', { occurredAt: instant(shift.end) });
  return started;
}

export async function getRegister(ctx: TestContext, who: { cookie: string } | undefined, query: string) {
  return call(ctx.app, { method: 'GET', url: `/api/reports/register?${query}`, cookie: who?.cookie });
}

export function employeeOf(register: RegisterResponse, id: number) {
  const employee = register.employees.find((e) => e.id === id);
  if (!employee) throw new Error(`el registro no incluye al empleado ${id}`);
  return employee;
}

export function dayOf(register: RegisterResponse, id: number, date: string) {
  const day = employeeOf(register, id).days.find((d) => d.date === date);
  if (!day) throw new Error(`el registro no incluye el día ${date}`);
  return day;
}
