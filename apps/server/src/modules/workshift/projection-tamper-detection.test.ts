import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCliOn } from '../../../test/run-cli';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import { rebuildWorkshifts } from './rebuild-workshifts';
import { describeVerifyReport, verifyRecords } from './verify-records';

/**
 * The shift projection is what every register, bundle and inspector's view reads, so verify-records
 * must catch a stored shift that no longer says what its sealed events do, and the app role must not
 * be able to write one (ADR 022). The demo is seeded as of a fixed day: the real date never matters.
 */

const isPostgres = inject('testDatabase').kind === 'postgres';
const now = new Date('2026-03-11T11:20:00Z');

let ctx: TestContext;
let panaderia: number;

interface ShiftRef {
  id: string;
  user_id: number;
  started_at: Date;
}

beforeAll(async () => {
  ctx = await createTestContext({ demo: { history: 'light', now } });
  const [company] = await ctx.superuserQuery<{ id: number }>(
    "select id from companies where schema_name = 'panaderia_ejemplo'",
  );
  panaderia = company?.id ?? -1;
});
afterAll(() => ctx?.close());
// Whatever a failed test left edited, the next one starts from the projection the record makes.
afterEach(() => rebuildWorkshifts(ctx.database.db, panaderia));

/** A completed shift with at least one break, as the database's owner sees it. */
async function shiftWithBreaks(): Promise<ShiftRef> {
  const [shift] = await ctx.superuserQuery<ShiftRef>(
    `select id::text, user_id, started_at from workshifts
     where company_id = $1 and status = 'completed' and jsonb_array_length(breaks) > 0 order by id limit 1`,
    [panaderia],
  );
  if (!shift) throw new Error('la demo no tiene jornadas con pausas');
  return shift;
}

const at = (instant: Date) => `${madridDate(instant)} ${madridTime(instant)}`;

async function expectWhole() {
  expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
}

describe('verify-records checks the projection against the events', () => {
  it('a start moved back three hours in workshifts is reported at that shift, and the CLI exits 1', async () => {
    await expectWhole();
    const shift = await shiftWithBreaks();
    await ctx.superuserQuery(
      `update workshifts set started_at = started_at - interval '3 hours' where company_id = $1 and id = $2`,
      [panaderia, shift.id],
    );
    const moved = new Date(shift.started_at.getTime() - 3 * 3600_000);
    const report = await verifyRecords(ctx.database.db, panaderia);
    const reason =
      `la jornada guardada (empresa ${panaderia}) no coincide con sus eventos en inicio: ` +
      `guardado ${at(moved)} (${moved.toISOString()}), ` +
      `según los eventos ${at(shift.started_at)} (${shift.started_at.toISOString()})`;
    expect(report.broken).toContainEqual({ eventId: null, userId: shift.user_id, workshiftId: shift.id, reason });
    const text = describeVerifyReport(report);
    expect(text).toMatch(/^REGISTRO ALTERADO: /);
    expect(text).toContain(`  en la jornada #${shift.id} (trabajador ${shift.user_id}): ${reason}.\n`);
    if (isPostgres) {
      const result = await runCliOn(ctx, ['verify-records', '--company', 'panaderia_ejemplo']);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`en la jornada #${shift.id} (trabajador ${shift.user_id})`);
      expect(result.stdout).toContain('no coincide con sus eventos en inicio');
    }
    await ctx.superuserQuery(
      `update workshifts set started_at = started_at + interval '3 hours' where company_id = $1 and id = $2`,
      [panaderia, shift.id],
    );
    await expectWhole();
  }, 120_000); // the CLI starts from the sources (tsx), slow on a loaded machine

  it('a changed pause, end or work mode is reported, field by field', async () => {
    const shift = await shiftWithBreaks();
    const [saved] = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(w)::text as r from workshifts w where company_id = $1 and id = $2',
      [panaderia, shift.id],
    );
    await ctx.superuserQuery(
      `update workshifts set breaks = '[]', ended_at = ended_at + interval '1 minute',
         work_mode = case when work_mode = 'presencial' then 'teletrabajo' else 'presencial' end
       where company_id = $1 and id = $2`,
      [panaderia, shift.id],
    );
    const broken = (await verifyRecords(ctx.database.db, panaderia)).broken ?? [];
    expect(broken.every((link) => link.workshiftId === shift.id && link.userId === shift.user_id)).toBe(true);
    const fields = broken.map((link) => /no coincide con sus eventos en ([^:]+):/.exec(link.reason)?.[1]);
    expect(fields.sort()).toEqual(['fin', 'modalidad', 'pausas']);
    expect(broken.find((link) => link.reason.includes('en pausas'))?.reason).toContain('guardado ninguna');

    await ctx.superuserQuery('delete from workshifts where company_id = $1 and id = $2', [panaderia, shift.id]);
    await ctx.superuserQuery('insert into workshifts select * from json_populate_record(null::workshifts, $1::json)', [
      saved?.r,
    ]);
    await expectWhole();
  });

  it('a deleted shift, and a shift with no start event, are reported', async () => {
    const shift = await shiftWithBreaks();
    const [saved] = await ctx.superuserQuery<{ r: string }>(
      'select row_to_json(w)::text as r from workshifts w where company_id = $1 and id = $2',
      [panaderia, shift.id],
    );
    await ctx.superuserQuery('delete from workshifts where company_id = $1 and id = $2', [panaderia, shift.id]);
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toEqual([
      {
        eventId: null,
        userId: shift.user_id,
        workshiftId: shift.id,
        reason: `falta la jornada que forman sus eventos (empresa ${panaderia}), que empieza el ${at(shift.started_at)}`,
      },
    ]);

    // The row back under the id of one of its later events: a shift the record never started.
    const [later] = await ctx.superuserQuery<{ id: string }>(
      `select id::text from clock_events where company_id = $1 and workshift_id = $2 and kind = 'end'`,
      [panaderia, shift.id],
    );
    const forged = { ...JSON.parse(saved?.r as string), id: later?.id };
    await ctx.superuserQuery('insert into workshifts select * from json_populate_record(null::workshifts, $1::json)', [
      JSON.stringify(forged),
    ]);
    const broken = (await verifyRecords(ctx.database.db, panaderia)).broken ?? [];
    expect(broken.map((link) => [link.workshiftId, link.reason])).toEqual(
      [
        [
          later?.id,
          `la jornada guardada (empresa ${panaderia}), que empieza el ${at(shift.started_at)}, no tiene evento de inicio en el registro`,
        ],
        [
          shift.id,
          `falta la jornada que forman sus eventos (empresa ${panaderia}), que empieza el ${at(shift.started_at)}`,
        ],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    await ctx.superuserQuery('delete from workshifts where company_id = $1 and id = $2', [panaderia, later?.id]);
    expect(await rebuildWorkshifts(ctx.database.db, panaderia)).toBeGreaterThan(0);
    await expectWhole();
  });
});

describe('the app role cannot write the projection', () => {
  const asApp = (statement: string) => withTenant(ctx.database.db, panaderia, (trx) => sql.raw(statement).execute(trx));

  it('UPDATE, DELETE and INSERT on workshifts are refused (permission denied), and nothing changes', async () => {
    const shift = await shiftWithBreaks();
    const where = `where company_id = ${panaderia} and id = ${shift.id}`;
    await expect(asApp(`update workshifts set started_at = started_at - interval '3 hours' ${where}`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(asApp(`delete from workshifts ${where}`)).rejects.toThrow(/permission denied/);
    await expect(asApp(`insert into workshifts select * from workshifts ${where}`)).rejects.toThrow(
      /permission denied/,
    );
    const [after] = await ctx.superuserQuery<{ started_at: Date }>(
      'select started_at from workshifts where company_id = $1 and id = $2',
      [panaderia, shift.id],
    );
    expect(after?.started_at).toEqual(shift.started_at);
    await expectWhole();
  });

  it('store_workshifts, the bulk writer, refuses a shift that is not a start event of its worker', async () => {
    const shift = await shiftWithBreaks();
    const [row] = await ctx.superuserQuery<{ r: Record<string, unknown> }>(
      'select row_to_json(w) as r from workshifts w where company_id = $1 and id = $2',
      [panaderia, shift.id],
    );
    const [other] = await ctx.superuserQuery<{ id: number }>(
      `select id from users where company_id = $1 and id <> $2 order by id limit 1`,
      [panaderia, shift.user_id],
    );
    const forged = JSON.stringify([{ ...row?.r, user_id: other?.id }]).replaceAll("'", "''");
    await expect(asApp(`select store_workshifts(${panaderia}, true, '${forged}'::jsonb)`)).rejects.toThrow(
      /start event of its worker/,
    );
    await expectWhole();
  });

  it("the writers' owner is a role nobody logs in as, without BYPASSRLS, so the tenant policy still holds inside them", async () => {
    const owners = await ctx.superuserQuery<{
      proname: string;
      rolname: string;
      rolcanlogin: boolean;
      rolbypassrls: boolean;
      rolsuper: boolean;
      prosecdef: boolean;
    }>(
      `select p.proname, r.rolname, r.rolcanlogin, r.rolbypassrls, r.rolsuper, p.prosecdef
       from pg_proc p join pg_roles r on r.oid = p.proowner
       where p.proname in ('clock_write', 'store_workshifts') order by p.proname`,
    );
    const writer = {
      rolname: 'jornada_record_writer',
      rolcanlogin: false,
      rolbypassrls: false,
      rolsuper: false,
      prosecdef: true,
    };
    expect(owners).toEqual([
      { proname: 'clock_write', ...writer },
      { proname: 'store_workshifts', ...writer },
    ]);
    const [talleres] = await ctx.superuserQuery<{ id: number }>(
      "select id from companies where schema_name = 'talleres_norte'",
    );
    const count = async () =>
      (
        await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from workshifts where company_id = $1', [
          talleres?.id,
        ])
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // Inside panadería's tenant, "replace talleres' shifts with none" sees none of them to delete.
    const [result] = (await asApp(`select store_workshifts(${talleres?.id}, true, '[]'::jsonb) as n`)).rows as {
      n: number;
    }[];
    expect(result?.n).toBe(0);
    expect(await count()).toBe(before);
  });
});
