import type { SessionUser } from '@jornada/shared/api/session';
import { DEFAULT_OBSERVACIONES } from '@jornada/shared/api/workshift';
import { madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { sql } from 'kysely';
import type { ClockEventKind } from '../src/db/schema';
import { type Db, withTenant } from '../src/db/tenant';
import { previousWeekdays } from '../src/modules/demo/seed-history';
import { chainHash, type SealedEvent } from '../src/modules/workshift/record-chain';
import type { WorkshiftRow } from '../src/modules/workshift/workshift.repository';
import { applyClockEvent } from '../src/modules/workshift/workshift-projection';
import { chunks, createLimiter, ROWS_PER_INSERT } from './batching';
import { type BenchCompany, workerLocation } from './seed';

/** Days per transaction, and transactions in flight while the next chunk is prepared. */
const DAYS_PER_CHUNK = 2;
const CHUNKS_IN_FLIGHT = 3;

interface PlannedEvent {
  worker: number;
  kind: ClockEventKind;
  at: Date;
}

const KIND_ORDER: Record<string, number> = { start: 0, break_start: 1, break_end: 2, end: 3 };

/**
 * A working day of every worker: start around 08:00, a 20–30 minute break about four hours in,
 * end about 8 h 30 after the start; a little variation, the same on every run. Sorted by instant,
 * which is the order the ids are drawn in, as they would have been live.
 */
function planDay(day: string, dayIndex: number, workerCount: number): PlannedEvent[] {
  // Madrid changes its offset at 02:00/03:00, never between 07:45 and 18:00: one base per day.
  const base = (madridToInstant(day, '08:00:00') as Date).getTime();
  const events: PlannedEvent[] = [];
  for (let worker = 0; worker < workerCount; worker++) {
    const start = ((worker * 7 + dayIndex * 13) % 31) - 15;
    const breakStart = start + 240 + ((worker + dayIndex) % 20);
    const breakEnd = breakStart + 20 + ((worker * 3 + dayIndex) % 11);
    const end = start + 510 + ((worker * 5 + dayIndex * 3) % 21);
    const second = (worker * 11 + dayIndex * 17) % 60;
    const at = (minutes: number) => new Date(base + minutes * 60_000 + second * 1000);
    events.push(
      { worker, kind: 'start', at: at(start) },
      { worker, kind: 'break_start', at: at(breakStart) },
      { worker, kind: 'break_end', at: at(breakEnd) },
      { worker, kind: 'end', at: at(end) },
    );
  }
  return events.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || a.worker - b.worker || (KIND_ORDER[a.kind] ?? 0) - (KIND_ORDER[b.kind] ?? 0),
  );
}

/** `n` ids from clock_events' own sequence, ascending (as appendClockEvent draws them, in bulk). */
async function drawEventIds(db: Db, n: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('clock_events', 'id'))::text as id from generate_series(1, ${n})
  `.execute(db);
  return rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

interface ChainHead {
  lastEventId: string | null;
  lastHash: string | null;
  count: number;
}

export interface HistoryStats {
  days: number;
  events: number;
  shifts: number;
}

/**
 * `days` working days of history for every worker, in bulk but sealed exactly as performClockAction
 * seals them: ids from the clock_events sequence in instant order, each event hashed with chainHash
 * onto its worker's previous hash, the projection built with applyClockEvent, the chain heads last.
 */
export async function seedHistory(
  db: Db,
  company: BenchCompany,
  days: number,
  onProgress?: (done: number, total: number) => void,
): Promise<HistoryStats> {
  const { companyId, workers } = company;
  const dayList = previousWeekdays(madridDate(new Date()), days);
  const heads = new Map<number, ChainHead>(workers.map((w) => [w.id, { lastEventId: null, lastHash: null, count: 0 }]));
  const open = new Map<number, WorkshiftRow>();
  const limiter = createLimiter(CHUNKS_IN_FLIGHT);
  const stats: HistoryStats = { days: dayList.length, events: 0, shifts: 0 };

  for (let first = 0; first < dayList.length; first += DAYS_PER_CHUNK) {
    const planned = dayList
      .slice(first, first + DAYS_PER_CHUNK)
      .flatMap((day, i) => planDay(day, first + i, workers.length));
    const ids = await drawEventIds(db, planned.length);
    const eventRows: (Omit<SealedEvent, 'details'> & { details: string; prev_hash: string | null; hash: string })[] =
      [];
    const shiftRows: WorkshiftRow[] = [];
    for (const [index, plan] of planned.entries()) {
      const worker = workers[plan.worker] as SessionUser;
      const head = heads.get(worker.id) as ChainHead;
      const shift = open.get(worker.id);
      const sealed: SealedEvent = {
        company_id: companyId,
        id: ids[index] as string,
        user_id: worker.id,
        workshift_id: plan.kind === 'start' ? null : (shift?.id ?? null),
        kind: plan.kind,
        occurred_at: plan.at,
        client_time: null,
        client_timezone: null,
        ...workerLocation(plan.worker),
        source: 'web',
        actor_user_id: worker.id,
        session_id: null,
        details:
          plan.kind === 'end'
            ? { observaciones: (plan.worker + first) % 17 === 0 ? 'Reunión con cliente' : DEFAULT_OBSERVACIONES }
            : {},
      };
      const hash = chainHash(head.lastHash, sealed);
      eventRows.push({ ...sealed, details: JSON.stringify(sealed.details), prev_hash: head.lastHash, hash });
      heads.set(worker.id, { lastEventId: sealed.id, lastHash: hash, count: head.count + 1 });
      const next = applyClockEvent(shift, sealed);
      if (next.status === 'completed') {
        open.delete(worker.id);
        shiftRows.push(next);
      } else {
        open.set(worker.id, next);
      }
    }
    stats.events += eventRows.length;
    stats.shifts += shiftRows.length;
    await limiter.add(() =>
      withTenant(db, companyId, async (trx) => {
        for (const batch of chunks(eventRows, ROWS_PER_INSERT))
          await trx.insertInto('clock_events').values(batch).execute();
        // The app role cannot write the projection itself (migration 026): the bulk writer checks each
        // shift is a start event, so the events go in first, in the same transaction.
        for (const batch of chunks(shiftRows, ROWS_PER_INSERT)) {
          await sql`select store_workshifts(${companyId}, false, ${JSON.stringify(batch)}::jsonb)`.execute(trx);
        }
      }),
    );
    onProgress?.(Math.min(first + DAYS_PER_CHUNK, dayList.length), dayList.length);
  }
  await limiter.drain();
  if (open.size > 0) throw new Error(`${open.size} jornadas del historial quedaron abiertas`);

  await withTenant(db, companyId, async (trx) => {
    const rows = [...heads.entries()].map(([userId, head]) => ({
      company_id: companyId,
      user_id: userId,
      last_event_id: head.lastEventId,
      last_hash: head.lastHash,
      event_count: head.count,
    }));
    for (const batch of chunks(rows, ROWS_PER_INSERT))
      await trx.insertInto('clock_chain_heads').values(batch).execute();
  });
  return stats;
}

/**
 * Re-reads the chains of a few workers from the database and recomputes every link with chainHash:
 * the bulk seeding must leave a record the app itself would accept.
 */
export async function verifyChains(db: Db, companyId: number, userIds: number[]) {
  await withTenant(db, companyId, async (trx) => {
    for (const userId of userIds) {
      const events = await trx
        .selectFrom('clock_events')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      let previous: string | null = null;
      for (const event of events) {
        const { prev_hash, hash, ...sealed } = event;
        if (prev_hash !== previous || chainHash(previous, sealed) !== hash) {
          throw new Error(`cadena rota: trabajador ${userId}, evento ${event.id}`);
        }
        previous = hash;
      }
      const head = await trx
        .selectFrom('clock_chain_heads')
        .select(['last_hash', 'event_count'])
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (head.last_hash !== previous || head.event_count !== events.length) {
        throw new Error(`cabeza de cadena incorrecta: trabajador ${userId}`);
      }
    }
  });
}
