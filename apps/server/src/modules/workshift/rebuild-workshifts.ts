import { type Db, withTenant } from '../../db/tenant';
import { listEventsToReplay } from './clock-events.repository';
import { replaceCompanyWorkshifts } from './workshift.repository';
import { replayClockEvents } from './workshift-projection';

/**
 * Throws the projection away and replays the record: what the workshifts table says is always
 * what clock_events say. Returns the number of shifts rebuilt. Written through store_workshifts
 * (migration 026), the only way besides clock_write to write the projection.
 */
export function rebuildWorkshifts(db: Db, companyId: number): Promise<number> {
  return withTenant(db, companyId, async (trx) => {
    const { shifts, orphans } = replayClockEvents(await listEventsToReplay(trx, companyId));
    if (orphans.length > 0) throw new Error(`evento ${orphans[0]} sin jornada abierta`);
    return replaceCompanyWorkshifts(trx, companyId, [...shifts.values()]);
  });
}
