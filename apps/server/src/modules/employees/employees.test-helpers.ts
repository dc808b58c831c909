import type { Employee } from '@jornada/shared/api/employees';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

/**
 * What the employees route tests share. Each test file calls `useEmployeesContext()` once and gets its
 * own database; Vitest loads this module afresh for every file, so `ctx`, `cookies` and `ids` are that
 * file's alone.
 */
export let ctx: TestContext;
export const cookies = new Map<string, string>();
export const ids = new Map<string, number>();

export const ADMIN = demoUsers.company;
export const MANAGER = demoUsers.manager;
export const LUCIA = demoUsers.worker;
export const JAVIER = 'javier.moreno@jornada.test';
export const MARTA = 'marta.sanchez@jornada.test';
export const PABLO = 'pablo.diaz@jornada.test';
export const ADMIN_B = demoUsers.company2;
export const WORKER_B = demoUsers.worker2;

export const FORBIDDEN = 'No tienes permiso para realizar esta acción';
export const NOT_FOUND = 'Empleado no encontrado';

/**
 * A fresh demo database for this file, every user's id, and sessions of both admins, the manager and Lucía.
 * Lookups go through superuserQuery's plain SQL: outside repositories no file may use the query builder
 * (test/sql-in-repositories.test.ts), and this helper is not a test file.
 */
export function useEmployeesContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const user of await ctx.superuserQuery<{ id: number; email: string }>('select id, email from users')) {
      ids.set(user.email, user.id);
    }
    for (const email of [ADMIN, MANAGER, LUCIA, ADMIN_B]) cookies.set(email, await loginAs(ctx.app, email));
  });
  afterAll(() => ctx?.close());
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export function api(as: string, method: Method, url: string, payload?: Record<string, unknown>) {
  return call(ctx.app, { method, url, cookie: cookies.get(as), ...(payload ? { payload } : {}) });
}
export const idOf = (email: string) => ids.get(email) as number;
export const outcome = (response: { statusCode: number; json(): { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

export async function list(as: string, query = ''): Promise<Employee[]> {
  const response = await api(as, 'GET', `/api/employees${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
export const find = (employees: Employee[], email: string) => employees.find((e) => e.email === email);

export async function auditOf(action: string, entityId: number) {
  return ctx.superuserQuery<{ details: Record<string, unknown>; actor_user_id: number }>(
    'select details, actor_user_id from audit_log where action = $1 and entity_id = $2 order by id',
    [action, String(entityId)],
  );
}

export async function companyIdOf(schema: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [schema]);
  if (!row) throw new Error(`no existe la empresa ${schema}`);
  return row.id;
}
