import { describe, expect, it } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import { withTenant } from '../../db/tenant';
import {
  as,
  ctx,
  eventsOf,
  isPostgres,
  panaderia,
  projection,
  runCli,
  talleres,
  useClockRecordContext,
} from './clock-record.test-helpers';
import { verifyRecords } from './verify-records';

const APPEND_ONLY = 'El registro de jornada no se puede modificar ni borrar';

useClockRecordContext();

describe('the legal record is append-only', () => {
  it('the app role may not UPDATE or DELETE clock_events (permission denied, 42501)', async () => {
    const [event] = await eventsOf(as(demoUsers.worker).user.id);
    const id = event?.id as string;
    const update = withTenant(ctx.database.db, panaderia, (trx) =>
      trx.updateTable('clock_events').set({ latitude: 1 }).where('id', '=', id).execute(),
    );
    await expect(update).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(/permission denied/) });
    const remove = withTenant(ctx.database.db, panaderia, (trx) =>
      trx.deleteFrom('clock_events').where('id', '=', id).execute(),
    );
    await expect(remove).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(/permission denied/) });
    const [row] = await ctx.superuserQuery<{ latitude: number }>('select latitude from clock_events where id = $1', [
      id,
    ]);
    expect(row?.latitude).toBe(40.4168);
  });

  it('even a superuser is refused by the trigger: UPDATE, DELETE and TRUNCATE', async () => {
    const before = await countClockEvents(ctx);
    const [event] = await eventsOf(as(demoUsers.worker).user.id);
    const refused = { code: '42501', message: APPEND_ONLY };
    await expect(
      ctx.superuserQuery('update clock_events set latitude = 1 where id = $1', [event?.id]),
    ).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery("update clock_events set details = '{}'")).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('delete from clock_events where id = $1', [event?.id])).rejects.toMatchObject(
      refused,
    );
    await expect(ctx.superuserQuery('delete from clock_events')).rejects.toMatchObject(refused);
    await expect(ctx.superuserQuery('truncate clock_events cascade')).rejects.toMatchObject(refused);
    expect(await countClockEvents(ctx)).toBe(before);
    expect((await projection()).length).toBe(16);
  });
});

describe('verify-records', () => {
  it('finds the seeded record whole', async () => {
    expect(await verifyRecords(ctx.database.db, panaderia)).toEqual({ events: 52, workers: 2, broken: null });
    expect(await verifyRecords(ctx.database.db, talleres)).toEqual({ events: 12, workers: 1, broken: null });
  });

  it.runIf(isPostgres)('the CLI says so: exit code 0 and "Registro íntegro"', async () => {
    const result = await runCli(['verify-records', '--company', 'panaderia_ejemplo']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Registro íntegro: 52 eventos de 2 trabajadores.');
    expect(result.code).toBe(0);
  });
});
