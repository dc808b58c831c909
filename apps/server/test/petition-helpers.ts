import type { Petition } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { type LoggedIn, logIn } from './clock-helpers';
import { call, demoUsers, type TestContext } from './test-app';

/** The demo's other panadería employees (seed-demo.ts). */
export const JAVIER = 'javier.moreno@jornada.test';
export const MARTA = 'marta.sanchez@jornada.test';
export const PABLO = 'pablo.diaz@jornada.test';

export const panaderiaPeople = [demoUsers.company, demoUsers.manager, demoUsers.worker, JAVIER, MARTA, PABLO] as const;
export const talleresPeople = [demoUsers.company2, demoUsers.worker2] as const;

/** Logs everyone in once; `as(email)` then gives their cookie and user. */
export async function sessionsFor(ctx: TestContext, emails: readonly string[]) {
  const people = new Map<string, LoggedIn>();
  for (const email of emails) people.set(email, await logIn(ctx, email));
  return (email: string): LoggedIn => {
    const who = people.get(email);
    if (!who) throw new Error(`sin sesión para ${email}`);
    return who;
  };
}

export function send(
  ctx: TestContext,
  who: LoggedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return call(ctx.app, {
    method,
    url,
    cookie: who?.cookie,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Files a petition and expects it to be created (typed by its table_name). */
export async function file<K extends Petition['table_name']>(
  ctx: TestContext,
  who: LoggedIn,
  body: { table_name: K } & Record<string, unknown>,
): Promise<Extract<Petition, { table_name: K }>> {
  const response = await send(ctx, who, 'POST', '/api/petitions', body);
  if (response.statusCode !== 200) throw new Error(`POST /api/petitions: ${response.statusCode} ${response.body}`);
  return response.json() as Extract<Petition, { table_name: K }>;
}

export const ticket = (title = 'La app se cierra al fichar') => ({
  table_name: 'tickets' as const,
  title,
  incident_type: 'Problemas técnicos con la app',
  description: 'Desde ayer la app se cierra al pulsar el botón.',
});

/** The worker's own shifts, newest first (GET /api/workshift/history). */
export async function shiftsOf(ctx: TestContext, who: LoggedIn): Promise<Workshift[]> {
  const response = await send(ctx, who, 'GET', '/api/workshift/history?page_size=100');
  if (response.statusCode !== 200) throw new Error(`historial: ${response.body}`);
  return (response.json() as { data: Workshift[] }).data;
}

/** yyyy-MM-ddTHH:mm:ss (Madrid) of a shift's date and a time. */
export const wall = (fecha: string, time: string) => `${fecha}T${time}`;

/** An instant as the correction form shows it: Madrid wall time to the minute. */
export const local = (instant: Date) =>
  wall(
    madridDate(instant),
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  );
