import { describe, expect, it } from 'vitest';
import { ctx, isPostgres, panaderia, runCli, talleres, useClockRecordContext } from './clock-record.test-helpers';
import { verifyRecords } from './verify-records';

useClockRecordContext();

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
