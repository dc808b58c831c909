import type { SessionUser } from '@jornada/shared/api/session';
import { sql } from 'kysely';
import { type Db, withTenant } from '../src/db/tenant';
import { AppError } from '../src/lib/app-error';
import { hashPassword } from '../src/lib/passwords';
import { type SessionPolicy, startSession } from '../src/modules/session/session.service';
import { openDefaultWorkCentre } from '../src/modules/work-centres/work-centres.service';
import { performClockAction } from '../src/modules/workshift/clock-action.service';
import { chunks, forEachConcurrent, ROWS_PER_INSERT } from './batching';

export const BENCH_PASSWORD = 'Bench1234!';

/** Where worker number `worker` clocks from: around Madrid, the same on every run. */
export function workerLocation(worker: number) {
  return {
    latitude: 40.4168 + (worker % 50) * 0.001,
    longitude: -3.7038 - (worker % 37) * 0.001,
    accuracy: 10 + (worker % 20),
  };
}

export interface BenchCompany {
  companyId: number;
  workers: SessionUser[];
}

interface CompanyIdentity {
  id: number;
  name: string;
  schema_name: string;
}

const sessionUserOf = (company: CompanyIdentity, row: { id: number; name: string; email: string; role: string }) =>
  ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    company_id: company.id,
    schema_name: company.schema_name,
    company_name: company.name,
    gestoria_id: null,
    must_change_password: false,
  }) as SessionUser;

const workerPerson = (i: number) => ({
  email: `trabajador${String(i + 1).padStart(4, '0')}@bench.test`,
  name: `Trabajador ${i + 1}`,
  role: 'worker' as const,
});

/** Users and employee rows in multi-row inserts, under withTenant as the app writes them. */
async function insertPeople(
  db: Db,
  company: CompanyIdentity,
  passwordHash: string,
  people: { email: string; name: string; role: 'company' | 'worker' }[],
): Promise<SessionUser[]> {
  const created: SessionUser[] = [];
  await withTenant(db, company.id, async (trx) => {
    for (const batch of chunks(people, ROWS_PER_INSERT)) {
      const rows = await trx
        .insertInto('users')
        .values(
          batch.map((p) => ({
            ...p,
            company_id: company.id,
            password_hash: passwordHash,
            email_verified_at: sql<Date>`now()`,
          })),
        )
        .returning(['id', 'email', 'name', 'role'])
        .execute();
      await trx
        .insertInto('employees')
        .values(
          rows.map((row) => ({
            company_id: company.id,
            user_id: row.id,
            identification: `${String(10_000_000 + row.id)}X`,
            phone: `+34600${String(row.id % 1_000_000).padStart(6, '0')}`,
          })),
        )
        .execute();
      created.push(...rows.map((row) => sessionUserOf(company, row)));
    }
  });
  return created;
}

/**
 * One company on the top plan with `count` workers (and an admin, returned apart), written directly:
 * one argon2 hash for everybody, multi-row inserts, tenant tables under withTenant as the app writes them.
 */
export async function seedCompany(db: Db, count: number): Promise<BenchCompany & { admin: SessionUser }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const plan = await db
    .selectFrom('plans')
    .select(['id', 'user_limit'])
    .where('type', '=', 'enterprise')
    .executeTakeFirstOrThrow();
  const company = await db
    .insertInto('companies')
    .values({
      name: 'Banco de Pruebas S.L.',
      cif: 'B00000000',
      schema_name: 'banco_pruebas',
      plan_id: plan.id,
      subscription_status: 'active',
    })
    .returning(['id', 'name', 'schema_name'])
    .executeTakeFirstOrThrow();
  await withTenant(db, company.id, async (trx) => {
    await trx.insertInto('company_config').values({ company_id: company.id, user_limit: plan.user_limit }).execute();
    await openDefaultWorkCentre(trx, company.id);
  });
  const people = [
    { email: 'empresa@bench.test', name: 'Administración Bench', role: 'company' as const },
    ...Array.from({ length: count }, (_, i) => workerPerson(i)),
  ];
  const [admin, ...workers] = await insertPeople(db, company, passwordHash, people);
  return { companyId: company.id, workers, admin: admin as SessionUser };
}

/** `count` more workers in the bench company, numbered after the `existing` ones. */
export async function addWorkers(db: Db, companyId: number, existing: number, count: number): Promise<SessionUser[]> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'schema_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const people = Array.from({ length: count }, (_, i) => workerPerson(existing + i));
  return insertPeople(db, company, passwordHash, people);
}

/** A session per worker through the app's own startSession; the cookie values, in worker order. */
export async function createSessions(db: Db, policy: SessionPolicy, workers: SessionUser[]): Promise<string[]> {
  const tokens: string[] = new Array(workers.length);
  await forEachConcurrent(workers, 8, async (worker, index) => {
    tokens[index] = await startSession(db, policy, { userId: worker.id, ip: '127.0.0.1', userAgent: 'jornada-bench' });
  });
  return tokens;
}

/** Clocks the workers in now, through the real service path. */
export async function clockIn(db: Db, workers: SessionUser[]) {
  await forEachConcurrent(workers, 8, async (worker, index) => {
    await performClockAction(db, { user: worker, sessionId: null, source: 'web' }, 'start', {
      location: workerLocation(index),
    });
  });
}

/** Ends, through the real service path, every open shift of these workers (a cut-off start/end cycle). */
export async function closeOpenShifts(db: Db, companyId: number, workers: SessionUser[]): Promise<number> {
  const openIds = new Set(
    (
      await withTenant(db, companyId, (trx) =>
        trx
          .selectFrom('workshifts')
          .select('user_id')
          .where('company_id', '=', companyId)
          .where('status', '<>', 'completed')
          .execute(),
      )
    ).map((r) => r.user_id),
  );
  const toClose = workers.filter((w) => openIds.has(w.id));
  await forEachConcurrent(toClose, 8, async (worker) => {
    try {
      await performClockAction(db, { user: worker, sessionId: null, source: 'web' }, 'end', {});
    } catch (error) {
      // Closed meanwhile by a request of the run that was still in flight: nothing left to do.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  });
  return toClose.length;
}

/** The ids of these workers' open shifts (the rows the bare read selects by primary key). */
export async function openShiftIds(db: Db, companyId: number, workers: SessionUser[]): Promise<string[]> {
  const ids = workers.map((w) => w.id);
  const rows = await withTenant(db, companyId, (trx) =>
    trx
      .selectFrom('workshifts')
      .select('id')
      .where('company_id', '=', companyId)
      .where('status', '<>', 'completed')
      .where('user_id', 'in', ids)
      .execute(),
  );
  return rows.map((r) => r.id);
}
