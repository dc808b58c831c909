import type { Trx } from '../../db/tenant';
import { chainHash, type SealedEvent } from '../workshift/record-chain';
import { applyClockEvent } from '../workshift/workshift-projection';
import type { WorkshiftRow } from '../workshift/workshift-row';
import {
  drawClockEventIds,
  insertChainHeads,
  insertProjectedWorkshifts,
  insertSealedClockEvents,
  listEmployeeCentres,
} from './demo.repository';
import type { PlannedClock } from './demo-routines';

export type PlannedEvent = PlannedClock & { userId: number; accuracy: number };

/**
 * Writes the demo's clock history in bulk, sealed exactly as performClockAction seals each action:
 * ids drawn from clock_events' sequence in the order given (the order the live path would have drawn
 * them), each event hashed with chainHash onto its worker's previous hash, the projection built with
 * applyClockEvent (the reducer the live path and rebuild-workshifts use), the chain heads last — so
 * verify-records and rebuild-workshifts agree with it. For workers with no event yet. A few round
 * trips instead of two per action. Returns the projected shifts; an unfinished one stays open, as the
 * product leaves a forgotten clock-out.
 */
export async function writeSealedHistory(
  trx: Trx,
  companyId: number,
  planned: readonly PlannedEvent[],
): Promise<WorkshiftRow[]> {
  const ids = await drawClockEventIds(trx, planned.length);
  // A start records the worker's centre, as the live path does (ADR 005: sealed in the details).
  const centres = new Map(
    (await listEmployeeCentres(trx, companyId, [...new Set(planned.map((plan) => plan.userId))])).map((row) => [
      row.user_id,
      row.centre_id,
    ]),
  );
  const heads = new Map<number, { lastEventId: string; lastHash: string; eventCount: number }>();
  const open = new Map<number, WorkshiftRow>();
  const shifts: WorkshiftRow[] = [];
  const events = planned.map((plan, index) => {
    const head = heads.get(plan.userId);
    const sealed: SealedEvent = {
      company_id: companyId,
      id: ids[index] as string,
      user_id: plan.userId,
      workshift_id: plan.kind === 'start' ? null : (open.get(plan.userId)?.id ?? null),
      kind: plan.kind,
      occurred_at: plan.at,
      client_time: null,
      client_timezone: null,
      latitude: plan.place.latitude,
      longitude: plan.place.longitude,
      accuracy: plan.accuracy,
      source: 'web',
      actor_user_id: plan.userId,
      session_id: null,
      details:
        plan.kind === 'start' && centres.has(plan.userId)
          ? { ...plan.details, centre_id: centres.get(plan.userId) }
          : plan.details,
    };
    const prevHash = head?.lastHash ?? null;
    const hash = chainHash(prevHash, sealed);
    heads.set(plan.userId, { lastEventId: sealed.id, lastHash: hash, eventCount: (head?.eventCount ?? 0) + 1 });
    const next = applyClockEvent(open.get(plan.userId), sealed);
    if (next.status === 'completed') {
      open.delete(plan.userId);
      shifts.push(next);
    } else {
      open.set(plan.userId, next);
    }
    return { ...sealed, prev_hash: prevHash, hash };
  });
  shifts.push(...open.values());
  shifts.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  await insertSealedClockEvents(trx, events);
  await insertProjectedWorkshifts(trx, companyId, shifts);
  await insertChainHeads(
    trx,
    companyId,
    [...heads.entries()].map(([userId, head]) => ({ userId, ...head })),
  );
  return shifts;
}
