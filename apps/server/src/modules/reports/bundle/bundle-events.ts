import type { BundleEvent, BundleEventChain, RegisterResponse } from '@jornada/shared/api/reports';
import { addDays, madridToInstant } from '@jornada/shared/domain/madrid-time';
import type { Trx } from '../../../db/tenant';
import type { RegisterPeriod } from '../../register/build-register';
import { type BundleEventRow, listBundleEvents } from './bundle.repository';

/**
 * The sealed clock events a bundle carries (events.jsonl): for each worker of its register, the run of
 * their chain that the period's shifts are made of, each event with every field its hash seals.
 */

export const EVENTS_NAME = 'events.jsonl';

export interface BundleEvents {
  events: BundleEvent[];
  chains: BundleEventChain[];
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function toBundleEvent(row: BundleEventRow): BundleEvent {
  return {
    company_id: row.company_id,
    id: String(row.id),
    user_id: row.user_id,
    workshift_id: row.workshift_id === null ? null : String(row.workshift_id),
    kind: row.kind,
    occurred_at: new Date(row.occurred_at).toISOString(),
    client_time: row.client_time,
    client_timezone: row.client_timezone,
    latitude: asNumber(row.latitude),
    longitude: asNumber(row.longitude),
    accuracy: asNumber(row.accuracy),
    source: row.source,
    actor_user_id: row.actor_user_id,
    session_id: asNumber(row.session_id),
    details: row.details,
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}

/** Each worker's run of events, as the manifest states it: where it starts, what it links to, where it ends. */
export function eventChainsOf(rows: readonly BundleEventRow[]): BundleEventChain[] {
  const chains: BundleEventChain[] = [];
  let current: BundleEventChain | undefined;
  for (const row of rows) {
    if (current?.employee_id !== row.user_id) {
      current = {
        employee_id: row.user_id,
        first_position: Number(row.position),
        prev_hash: row.prev_hash,
        events: 0,
        last_hash: row.hash,
      };
      chains.push(current);
    }
    current.events++;
    current.last_hash = row.hash;
  }
  return chains;
}

/** The events behind a register: those of its period and of every shift it shows. */
export async function readBundleEvents(
  trx: Trx,
  companyId: number,
  register: RegisterResponse,
  period: RegisterPeriod,
): Promise<BundleEvents> {
  const shiftIds = register.employees.flatMap((employee) =>
    employee.days.flatMap((day) => day.shifts.map((shift) => String(shift.id))),
  );
  const rows = await listBundleEvents(
    trx,
    companyId,
    register.employees.map((employee) => employee.id),
    {
      from: madridToInstant(period.from) as Date,
      to: madridToInstant(addDays(period.to, 1)) as Date,
      shiftIds,
    },
  );
  return { events: rows.map(toBundleEvent), chains: eventChainsOf(rows) };
}

/** One JSON per line, each ending in \n. */
export function jsonLines(values: readonly unknown[]): Buffer {
  return Buffer.from(values.map((value) => `${JSON.stringify(value)}\n`).join(''), 'utf8');
}
