import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';
import { verifyRecords } from '../workshift/verify-records';
import { purgeFormerEmployees } from './purge-former-employees';

let ctx: TestContext;
let companyId = 0;
const ids: Record<string, number> = {};

const OLD_NO_EVENTS = 'antiguo.sin.fichajes@jornada.test';
const OLD_OLD_EVENTS = 'antiguo.con.fichajes@jornada.test';
const RECENT = 'baja.reciente@jornada.test';
const YEARS_AGO = (years: number) => new Date(Date.now() - years * 366 * 24 * 3600_000);

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await loginAs(ctx.app, demoUsers.company);
  companyId = (
    await ctx.database.ownerDb
      .selectFrom('companies')
      .select('id')
      .where('schema_name', '=', 'panaderia_ejemplo')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [email, identification] of [
    [OLD_NO_EVENTS, '11111111H'],
    [OLD_OLD_EVENTS, '22222222J'],
    [RECENT, '33333333P'],
  ] as const) {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/employees',
      cookie: admin,
      payload: { name: `Persona ${email}`, email, identification, phone: '600000009', role: 'worker' },
    });
    ids[email] = created.json().employee.id;
  }
  // Five-year-old history for one of them, written as the clock service writes it.
  const user = {
    id: ids[OLD_OLD_EVENTS] as number,
    name: 'x',
    email: OLD_OLD_EVENTS,
    role: 'worker' as const,
    schema_name: 'panaderia_ejemplo',
    company_id: companyId,
    company_name: 'Panadería Ejemplo S.L.',
    gestoria_id: null,
    must_change_password: false,
    company_state: null,
  };
  await clockDirectly(ctx, user, 'start', { occurredAt: YEARS_AGO(5) });
  await clockDirectly(ctx, user, 'end', { occurredAt: new Date(YEARS_AGO(5).getTime() + 8 * 3600_000) });
  for (const email of [OLD_NO_EVENTS, OLD_OLD_EVENTS, RECENT, demoUsers.worker]) {
    const id = email === demoUsers.worker ? await idByEmail(email) : (ids[email] as number);
    ids[email] = id;
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/employees/${id}`, cookie: admin })).statusCode).toBe(
      200,
    );
  }
  // Back-date the deactivations: three of them left five years ago, one last year.
  for (const email of [OLD_NO_EVENTS, OLD_OLD_EVENTS, demoUsers.worker]) {
    await ctx.superuserQuery('update employees set deactivated_at = $1 where user_id = $2', [YEARS_AGO(5), ids[email]]);
  }
  await ctx.superuserQuery('update employees set deactivated_at = $1 where user_id = $2', [YEARS_AGO(1), ids[RECENT]]);
  // Every one of them had a personal kiosk PIN (the demo gives Lucía one).
  for (const email of [OLD_NO_EVENTS, OLD_OLD_EVENTS, RECENT]) {
    await ctx.superuserQuery(
      `insert into kiosk_pins (company_id, user_id, pin_hash) values ($1, $2, '$argon2id$v=19$m=1,t=1,p=1$x$y')`,
      [companyId, ids[email]],
    );
  }
});

async function kioskPinHolders(): Promise<number[]> {
  const rows = await ctx.superuserQuery<{ user_id: number }>('select user_id from kiosk_pins');
  return rows.map((row) => row.user_id);
}
afterAll(() => ctx?.close());

async function idByEmail(email: string) {
  return (
    await ctx.database.ownerDb.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

async function personOf(id: number) {
  const [row] = await ctx.superuserQuery<Record<string, unknown>>(
    `select u.name, u.email, u.password_hash, u.is_active, e.identification, e.phone, e.shift_id
       from users u join employees e on e.user_id = u.id where u.id = $1`,
    [id],
  );
  return row;
}

describe('purge-former-employees', () => {
  it('--dry-run lists only those gone for 4 years whose record is also 4 years old, and changes nothing', async () => {
    const before = await personOf(ids[OLD_NO_EVENTS] as number);
    const report = await purgeFormerEmployees(ctx.database.db, companyId, { dryRun: true });
    expect(report.candidates.map((c) => c.email).sort()).toEqual([OLD_NO_EVENTS, OLD_OLD_EVENTS].sort());
    expect(report.candidates.find((c) => c.email === OLD_NO_EVENTS)?.last_event_at).toBeNull();
    expect(report.anonymised).toBe(0);
    expect(await personOf(ids[OLD_NO_EVENTS] as number)).toEqual(before);
  });

  it('anonymises them; keeps Lucía (recent clock events) and the recent leaver; keeps every clock event', async () => {
    const events = async () =>
      (await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from clock_events'))[0]?.n;
    const eventsBefore = await events();
    const lucia = await personOf(ids[demoUsers.worker] as number);
    const recent = await personOf(ids[RECENT] as number);

    const report = await purgeFormerEmployees(ctx.database.db, companyId, { dryRun: false });
    expect(report.anonymised).toBe(2);
    for (const email of [OLD_NO_EVENTS, OLD_OLD_EVENTS]) {
      const id = ids[email] as number;
      expect(await personOf(id)).toEqual({
        name: `Antiguo empleado #${id}`,
        email: `baja-${id}@anonimizado.invalid`,
        password_hash: null,
        is_active: false,
        identification: null,
        phone: null,
        shift_id: null,
      });
    }
    // Their kiosk PINs are gone; the others keep theirs.
    const holders = await kioskPinHolders();
    expect(holders).not.toContain(ids[OLD_NO_EVENTS]);
    expect(holders).not.toContain(ids[OLD_OLD_EVENTS]);
    expect(holders).toEqual(expect.arrayContaining([ids[RECENT], ids[demoUsers.worker]]));
    expect(await personOf(ids[demoUsers.worker] as number)).toEqual(lucia);
    expect(await personOf(ids[RECENT] as number)).toEqual(recent);
    expect(await events()).toBe(eventsBefore);
    expect((await verifyRecords(ctx.database.db, companyId)).broken).toBeNull();
    const audit = await ctx.superuserQuery<{ entity_id: string }>(
      "select entity_id from audit_log where action = 'employee.anonymised' order by entity_id",
    );
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual([ids[OLD_NO_EVENTS], ids[OLD_OLD_EVENTS]].sort());
    // Nobody is anonymised twice, and the old address can be used again.
    expect((await purgeFormerEmployees(ctx.database.db, companyId, { dryRun: false })).anonymised).toBe(0);
    const [free] = await ctx.superuserQuery('select 1 from users where email = $1', [OLD_NO_EVENTS]);
    expect(free).toBeUndefined();
  });
});
