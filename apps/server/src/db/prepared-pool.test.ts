import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withPreparedStatements } from './prepared-pool';

/** A stand-in for pg.Pool with one client, recording what the app sends (pg itself is not under test). */
function fakePool() {
  const sent: { text: string; name?: string }[] = [];
  const client = {
    query: async (query: string | { text: string; name?: string }) => {
      sent.push(typeof query === 'string' ? { text: query } : { text: query.text, name: query.name });
      return { rows: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => {},
  };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, sent };
}

describe('withPreparedStatements', () => {
  it('hands Kysely the same connection for the same client, so the role is set once per connection', async () => {
    const { pool, sent } = fakePool();
    let created = 0;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: withPreparedStatements(pool),
        onCreateConnection: async (connection) => {
          created += 1;
          await connection.executeQuery(sql`SET ROLE jornada_app`.compile(db));
        },
      }),
    });
    for (let i = 0; i < 5; i += 1) await sql`select ${i} as n`.execute(db);
    expect(created).toBe(1);
    expect(sent.filter((q) => q.text === 'SET ROLE jornada_app')).toHaveLength(1);
    await db.destroy();
  });

  it('prepares queries with parameters under a name from their text, and sends the rest as they are', async () => {
    const { pool, sent } = fakePool();
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    await sql`select ${1}`.execute(db);
    await sql`select ${2}`.execute(db);
    await sql`select ${1}, ${2}`.execute(db);
    await sql.raw('select pg_advisory_xact_lock(1, 7)').execute(db);
    await sql.raw('select 1; commit').execute(db);
    const [first, second, third, inlined, closing] = sent;
    expect(first?.name).toMatch(/^k[0-9a-f]{20}$/);
    expect(second?.name).toBe(first?.name);
    expect(third?.name).not.toBe(first?.name);
    expect(inlined).toEqual({ text: 'select pg_advisory_xact_lock(1, 7)' });
    expect(closing).toEqual({ text: 'select 1; commit' });
    await db.destroy();
  });
});
