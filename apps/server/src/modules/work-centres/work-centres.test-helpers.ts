import type { WorkCentre } from '@jornada/shared/api/work-centres';
import { afterAll, beforeAll, expect } from 'vitest';
import { type LoggedIn, logIn } from '../../../test/clock-helpers';
import { JAVIER, MARTA, PABLO } from '../../../test/petition-helpers';
import { call, createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * What the work-centre tests share. Each file calls `useWorkCentresContext()` once and gets its own
 * database (Vitest loads this module afresh for every file). Lookups go through superuserQuery's
 * plain SQL (no query builder outside repositories).
 */
export let ctx: TestContext;
const people = new Map<string, LoggedIn>();

export const ADMIN = demoUsers.company;
export const MANAGER = demoUsers.manager;
export const LUCIA = demoUsers.worker;
export const ADMIN_B = demoUsers.company2;
export const SERGIO = demoUsers.worker2;
export { JAVIER, MARTA, PABLO };

export const FORBIDDEN = 'No tienes permiso para realizar esta acción';

export function useWorkCentresContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const email of [ADMIN, MANAGER, LUCIA, JAVIER, MARTA, PABLO, ADMIN_B, SERGIO]) {
      people.set(email, await logIn(ctx, email));
    }
  });
  afterAll(() => ctx?.close());
}

export const as = (email: string): LoggedIn => {
  const who = people.get(email);
  if (!who) throw new Error(`sin sesión para ${email}`);
  return who;
};
export const idOf = (email: string) => as(email).user.id;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export function api(email: string | undefined, method: Method, url: string, payload?: Record<string, unknown>) {
  return call(ctx.app, {
    method,
    url,
    cookie: email === undefined ? undefined : as(email).cookie,
    ...(payload ? { payload } : {}),
  });
}

export const outcome = (response: { statusCode: number; json(): { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

export async function centresOf(email: string, query = ''): Promise<WorkCentre[]> {
  const response = await api(email, 'GET', `/api/work-centres${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A centre's id by its name, read past RLS. */
export async function centreId(schema: string, name: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>(
    `select w.id from work_centres w join companies c on c.id = w.company_id
      where c.schema_name = $1 and w.name = $2`,
    [schema, name],
  );
  if (!row) throw new Error(`no existe el centro ${name} de ${schema}`);
  return row.id;
}

export async function companyIdOf(schema: string): Promise<number> {
  const [row] = await ctx.superuserQuery<{ id: number }>('select id from companies where schema_name = $1', [schema]);
  if (!row) throw new Error(`no existe la empresa ${schema}`);
  return row.id;
}

/** The company's audit rows of an action, oldest first, read past RLS. */
export function auditOf(action: string) {
  return ctx.superuserQuery<{ entity_id: string; details: Record<string, unknown>; actor_user_id: number }>(
    'select entity_id, details, actor_user_id from audit_log where action = $1 order by id',
    [action],
  );
}
