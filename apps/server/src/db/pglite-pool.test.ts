import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createPglitePool, EMBEDDED_STOPPED_MESSAGE } from './pglite-pool';

/** A PGlite stand-in that fails the statements `failWith` names and counts what reaches it. */
function fakePglite(failWith: Record<string, Error>) {
  const received: string[] = [];
  const answer = async (sql: string) => {
    received.push(sql);
    const error = failWith[sql];
    if (error) throw error;
    return { rows: [{ ok: 1 }], affectedRows: 0 };
  };
  return {
    received,
    pglite: { query: answer, exec: async (sql: string) => [await answer(sql)] } as unknown as PGlite,
  };
}

const diskFull = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), {
  code: '53100',
});

describe('createPglitePool after a failed write', () => {
  it('never sends PGlite another statement, not even the ROLLBACK, and every caller hears 503', async () => {
    const { pglite, received } = fakePglite({ 'insert 1': diskFull });
    const causes: unknown[] = [];
    const pool = createPglitePool(pglite, (cause) => causes.push(cause));
    const client = await pool.connect();
    await client.query('select 1', []);
    const failed = client.query('insert 1', []).catch((error: unknown) => error);
    expect(await failed).toEqual(new AppError('UNAVAILABLE', EMBEDDED_STOPPED_MESSAGE));
    await expect(client.query('ROLLBACK', [])).rejects.toThrow(EMBEDDED_STOPPED_MESSAGE);
    client.release();
    await expect(pool.connect()).rejects.toThrow(EMBEDDED_STOPPED_MESSAGE);
    expect(received).toEqual(['select 1', 'insert 1']);
    expect(causes).toEqual([diskFull]);
    expect(pool.failure).toBeInstanceOf(AppError);
  });

  it('passes any other error through and keeps going', async () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { pglite, received } = fakePglite({ 'insert 1': unique });
    const pool = createPglitePool(pglite);
    const client = await pool.connect();
    await expect(client.query('insert 1', [])).rejects.toBe(unique);
    await client.query('ROLLBACK', []);
    client.release();
    expect(received).toEqual(['insert 1', 'ROLLBACK']);
    expect(pool.failure).toBeUndefined();
  });
});
