import type { SqlArgument } from '../../db/sql-literal';
import type { SealedClockEvent } from './record-chain';
import type { WorkshiftRow } from './workshift.repository';

/**
 * clock_write's parameters (db/functions/clock-write.ts) in their declared order, each with its SQL
 * type. The function is called positionally, so this list is the contract; clock-write-arguments.test.ts
 * checks it against the signature the database reports (pg_get_function_arguments).
 */
export const CLOCK_WRITE_PARAMETERS = [
  ['p_company', 'integer'],
  ['p_id', 'bigint'],
  ['p_user', 'integer'],
  ['p_workshift_id', 'bigint'],
  ['p_kind', 'text'],
  ['p_occurred_at', 'timestamptz'],
  ['p_client_time', 'text'],
  ['p_client_timezone', 'text'],
  ['p_latitude', 'double precision'],
  ['p_longitude', 'double precision'],
  ['p_accuracy', 'double precision'],
  ['p_source', 'text'],
  ['p_actor', 'integer'],
  ['p_session', 'integer'],
  ['p_details', 'jsonb'],
  ['p_prev_hash', 'text'],
  ['p_hash', 'text'],
  ['p_event_count', 'integer'],
  ['p_shift', 'text'],
  ['p_shift_id', 'bigint'],
  ['p_fecha', 'date'],
  ['p_started_at', 'timestamptz'],
  ['p_ended_at', 'timestamptz'],
  ['p_status', 'text'],
  ['p_breaks', 'jsonb'],
  ['p_locations', 'jsonb'],
  ['p_observaciones', 'text'],
  ['p_last_event_id', 'bigint'],
  ['p_work_mode', 'text'],
  ['p_offline', 'boolean'],
  ['p_corrections', 'jsonb'],
] as const;

type ClockWriteParameter = (typeof CLOCK_WRITE_PARAMETERS)[number][0];

/** The projected shift a clock_write stores: inserted ('new') or changed in place (every column the reducer moves). */
export interface ShiftWrite {
  row: WorkshiftRow;
  isNew: boolean;
}

/** One clock_write: the sealed event, the chain head it extends and, when it moves one, the shift. */
export interface ClockWrite {
  head: { event_count: number };
  event: SealedClockEvent;
  shift?: ShiftWrite;
}

/**
 * clock_write's arguments in order, each with its SQL type. Values are named, so a parameter the
 * list gains or loses is a type error here, and the order comes from the checked list alone.
 */
export function clockWriteArguments({ head, event, shift }: ClockWrite): SqlArgument[] {
  const row = shift?.row;
  const values: Record<ClockWriteParameter, unknown> = {
    p_company: event.company_id,
    p_id: event.id,
    p_user: event.user_id,
    p_workshift_id: event.workshift_id,
    p_kind: event.kind,
    p_occurred_at: event.occurred_at,
    p_client_time: event.client_time,
    p_client_timezone: event.client_timezone,
    p_latitude: event.latitude,
    p_longitude: event.longitude,
    p_accuracy: event.accuracy,
    p_source: event.source,
    p_actor: event.actor_user_id,
    p_session: event.session_id,
    p_details: event.details,
    p_prev_hash: event.prev_hash,
    p_hash: event.hash,
    p_event_count: head.event_count + 1,
    p_shift: shift ? (shift.isNew ? 'new' : 'update') : null,
    p_shift_id: row?.id ?? null,
    p_fecha: row?.fecha ?? null,
    p_started_at: row?.started_at ?? null,
    p_ended_at: row?.ended_at ?? null,
    p_status: row?.status ?? null,
    p_breaks: row?.breaks ?? null,
    p_locations: row?.locations ?? null,
    p_observaciones: row?.observaciones ?? null,
    p_last_event_id: row?.last_event_id ?? null,
    p_work_mode: row?.work_mode ?? null,
    p_offline: row?.offline ?? null,
    p_corrections: row?.corrections ?? null,
  };
  return CLOCK_WRITE_PARAMETERS.map(([name, type]) => [values[name], type]);
}
