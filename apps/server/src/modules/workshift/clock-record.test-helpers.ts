import { afterAll, beforeAll, inject } from 'vitest';
import type { LoggedIn } from '../../../test/clock-helpers';
import { sessionsFor } from '../../../test/petition-helpers';
import { runCliOn } from '../../../test/run-cli';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * What the clock record tests share. Each test file calls `useClockRecordContext()` once and gets its
 * own database; Vitest loads this module afresh for every file, so `ctx`, the company ids and the
 * sessions are that file's alone.
 */
export const isPostgres = inject('testDatabase').kind === 'postgres';

export let ctx: TestContext;
export let panaderia: number;
export let talleres: number;
export let as: (email: string) => LoggedIn;
export const JAVIER = 'javier.moreno@jornada.test';
export const MARTA = 'marta.sanchez@jornada.test';

export function useClockRecordContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    const companies = await ctx.superuserQuery<{ id: number; schema_name: string }>(
      'select id, schema_name from companies',
    );
    panaderia = companies.find((c) => c.schema_name === 'panaderia_ejemplo')?.id ?? -1;
    talleres = companies.find((c) => c.schema_name === 'talleres_norte')?.id ?? -1;
    as = await sessionsFor(ctx, [demoUsers.worker, demoUsers.manager, demoUsers.worker2, JAVIER, MARTA]);
  });
  afterAll(() => ctx?.close());
}

export interface EventRow {
  id: string;
  kind: string;
  user_id: number;
}

/** A worker's events in chain order, read as a superuser. */
export function eventsOf(userId: number) {
  return ctx.superuserQuery<EventRow>(
    'select id::text, kind, user_id from clock_events e where user_id = $1 order by e.id',
    [userId],
  );
}

/** The projection, as a superuser reads it, ordered. */
export function projection() {
  return ctx.superuserQuery(
    `select company_id, id::text, user_id, fecha::text, started_at, ended_at, status, breaks, locations,
            observaciones, last_event_id::text
       from workshifts w order by w.company_id, w.id`,
  );
}

/** The CLI on this file's database. */
export const runCli = (args: string[]) => runCliOn(ctx, args);
