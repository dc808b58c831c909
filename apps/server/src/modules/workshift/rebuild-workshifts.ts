import { type Db, withTenant } from '../../db/tenant';
import { listEventsToReplay } from './clock-events.repository';
import { deleteCompanyWorkshifts, insertWorkshift, type WorkshiftRow } from './workshift.repository';
import { applyClockEvent } from './workshift-projection';

/**
 * Throws the projection away and replays the record: what the workshifts table says is always
 * what clock_events say. Returns the number of shifts rebuilt.
 */
export function rebuildWorkshifts(db: Db, companyId: number): Promise<number> {
  return withTenant(db, companyId, async (trx) => {
    await deleteCompanyWorkshifts(trx, companyId);
    const events = await listEventsToReplay(trx, companyId);
    const shifts = new Map<string, WorkshiftRow>();
    for (const raw of events) {
      const event = { ...raw, id: String(raw.id), occurred_at: new Date(raw.occurred_at) };
      if (event.kind === 'start') {
        shifts.set(event.id, applyClockEvent(undefined, event));
        continue;
      }
      if (raw.workshift_id === null) continue; // an incident outside any shift
      const key = String(raw.workshift_id);
      shifts.set(key, applyClockEvent(shifts.get(key), event));
    }
    for (const shift of shifts.values()) await insertWorkshift(trx, shift);
    return shifts.size;
  });
}
