import type { WorkMode } from '@jornada/shared/domain/employee-contract';
import type { StoredBreak } from '../../db/schema';
import { type Db, type Trx, withTenantOpening } from '../../db/tenant';
import { type ChainHead, lockChainStatement } from './clock-write.repository';
import type { ClockRules, WorkshiftRow } from './workshift.repository';

/** What a clock action's rules read, under the worker's chain lock. */
export interface ClockContext {
  head: ChainHead;
  open: WorkshiftRow | undefined;
  config: ClockRules | undefined;
  /** Every break of the open shift's day (Madrid date), across that day's shifts, newest shift first. */
  breaksToday: StoredBreak[];
  nextEventId: string;
  /** The company's setting (false without a config row). */
  allowsRemoteWork: boolean;
  /** The usual mode of the contract period in force on the day asked for; null: none asked, or no period. */
  contractWorkMode: WorkMode | null;
  /** The worker's work centre, read with the contract (a start); null otherwise. */
  employeeCentreId: number | null;
  /** When the worker's latest event happened; read only when asked (an offline replay), else null. */
  lastEventAt: Date | null;
  /** The answer already given to the request's Idempotency-Key, when one was asked for and exists. */
  storedAnswer: StoredAnswer | undefined;
  /** Whether the open shift's month already has an overtime settlement (false without an open shift). */
  isMonthSettled: boolean;
}

/** An Idempotency-Key's row: whose action it was, which request it was, and the answer it got. */
export interface StoredAnswer {
  userId: number;
  fingerprint: string;
  response: unknown;
}

/** What the opening message reads besides the shift: the breaks of that day, the contract of a day. */
export interface ClockContextOptions {
  withBreaksOfDay: boolean;
  /**
   * yyyy-MM-dd: read the usual work mode of the contract in force that day and the worker's work
   * centre (a start); null: skip both.
   */
  contractOn: string | null;
  /** A uuid (checked by the route's schema): look up the answer already given to it. */
  idempotencyKey?: string | null;
  /** Read the time of the worker's latest event (an offline replay may not go before it). */
  withLastEvent?: boolean;
}

/** What the work on a clock action returns: its result and the write that travels with COMMIT. */
export interface ClockActionWork<T> {
  result: T;
  /** clockWriteStatement(…): parameterless SQL sent in the COMMIT's message; none when nothing is written. */
  closing?: string;
}

/**
 * The clock action's first round trip: one message with BEGIN, the tenant, the worker's chain lock
 * and then — the committed truth once the lock is held — everything the rules read: clock_context
 * (db/functions/clock-context.ts) gives the chain head, the open shift, the company's rules, the
 * breaks of that day when a break start needs them, the usual work mode of the contract in force
 * and the worker's work centre when a start needs them, and the id the new event will take. `work`'s closing write is the
 * second and last round trip, with COMMIT (ADR 005).
 */
export function withClockContext<T>(
  db: Db,
  companyId: number,
  userId: number,
  { withBreaksOfDay, contractOn, idempotencyKey = null, withLastEvent = false }: ClockContextOptions,
  work: (trx: Trx, context: ClockContext) => Promise<ClockActionWork<T>>,
): Promise<T> {
  // Inlined into SQL text: only a well-formed date (the caller's Madrid day) and uuid may go there.
  if (contractOn !== null && !/^\d{4}-\d{2}-\d{2}$/.test(contractOn)) throw new Error('fecha no válida');
  if (idempotencyKey !== null && !UUID.test(idempotencyKey)) throw new Error('clave de idempotencia no válida');
  const contractDay = contractOn === null ? 'null' : `'${contractOn}'::date`;
  const key = idempotencyKey === null ? 'null' : `'${idempotencyKey}'::uuid`;
  const opening = `${lockChainStatement(companyId, userId)}; select * from clock_context(${companyId}, ${userId}, ${withBreaksOfDay === true}, ${contractDay}, ${key}, ${withLastEvent === true})`;
  return withTenantOpening<ClockContextRow, T>(db, companyId, opening, (trx, row) => work(trx, toClockContext(row)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ClockRulesColumns {
  cfg_break_included: boolean;
  cfg_forgotten_clockout_hours: string;
  cfg_max_breaks_per_day: number;
  cfg_min_break_interval: number;
  cfg_allows_remote_work: boolean | null;
}

/**
 * clock_context's result columns in their declared order, each with its SQL type: the function is
 * read with `select *`, so this is the contract (db/functions/clock-context.ts). Keyed by
 * ClockContextRow, so a column on one side only is a type error here, and clock-context-columns.test.ts
 * checks the list against the function the database has.
 */
export const CLOCK_CONTEXT_COLUMNS = {
  next_event_id: 'text',
  head_last_event_id: 'text',
  head_last_hash: 'text',
  head_event_count: 'integer',
  has_config: 'boolean',
  cfg_break_included: 'boolean',
  cfg_forgotten_clockout_hours: 'numeric',
  cfg_max_breaks_per_day: 'integer',
  cfg_min_break_interval: 'integer',
  cfg_allows_remote_work: 'boolean',
  company_id: 'integer',
  id: 'bigint',
  user_id: 'integer',
  fecha: 'text',
  started_at: 'timestamptz',
  ended_at: 'timestamptz',
  status: 'text',
  breaks: 'jsonb',
  locations: 'jsonb',
  observaciones: 'text',
  last_event_id: 'bigint',
  corrections: 'jsonb',
  work_mode: 'text',
  offline: 'boolean',
  breaks_today: 'jsonb',
  contract_work_mode: 'text',
  employee_centre_id: 'integer',
  last_event_at: 'timestamptz',
  idem_user_id: 'integer',
  idem_fingerprint: 'text',
  idem_response: 'json',
  month_settled: 'boolean',
} as const satisfies Record<keyof ClockContextRow, string>;

/** clock_context's one row: the open shift's columns (all null without one), the rules and the rest. */
type ClockContextRow = Omit<WorkshiftRow, 'id'> &
  ClockRulesColumns & {
    id: string | null;
    next_event_id: string;
    has_config: boolean;
    head_last_event_id: string | null;
    head_last_hash: string | null;
    head_event_count: number | null;
    breaks_today: StoredBreak[] | null;
    contract_work_mode: WorkMode | null;
    employee_centre_id: number | null;
    last_event_at: Date | null;
    idem_user_id: number | null;
    idem_fingerprint: string | null;
    idem_response: unknown;
    month_settled: boolean;
  };

function toClockContext(row: ClockContextRow | undefined): ClockContext {
  if (!row) throw new Error('clock_context: sin fila');
  const {
    next_event_id,
    has_config,
    breaks_today,
    head_last_event_id,
    head_last_hash,
    head_event_count,
    cfg_break_included,
    cfg_forgotten_clockout_hours,
    cfg_max_breaks_per_day,
    cfg_min_break_interval,
    cfg_allows_remote_work,
    contract_work_mode,
    employee_centre_id,
    last_event_at,
    idem_user_id,
    idem_fingerprint,
    idem_response,
    month_settled,
    ...shift
  } = row;
  return {
    head: { last_event_id: head_last_event_id, last_hash: head_last_hash, event_count: head_event_count ?? 0 },
    open: shift.id === null ? undefined : (shift as WorkshiftRow),
    config: has_config
      ? {
          break_included: cfg_break_included,
          forgotten_clockout_hours: cfg_forgotten_clockout_hours,
          max_breaks_per_day: cfg_max_breaks_per_day,
          min_break_interval: cfg_min_break_interval,
        }
      : undefined,
    breaksToday: breaks_today ?? [],
    nextEventId: next_event_id,
    allowsRemoteWork: cfg_allows_remote_work === true,
    contractWorkMode: contract_work_mode,
    employeeCentreId: employee_centre_id,
    lastEventAt: last_event_at === null ? null : new Date(last_event_at),
    storedAnswer:
      idem_user_id === null || idem_fingerprint === null
        ? undefined
        : { userId: idem_user_id, fingerprint: idem_fingerprint, response: idem_response },
    isMonthSettled: month_settled === true,
  };
}
