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
}

/** What the work on a clock action returns: its result and the write that travels with COMMIT. */
export interface ClockActionWork<T> {
  result: T;
  /** clockWriteStatement(…): parameterless SQL sent in the COMMIT's message. */
  closing: string;
}

/**
 * The clock action's first round trip: one message with BEGIN, the tenant, the worker's chain lock
 * and then — the committed truth once the lock is held — everything the rules read: clock_context
 * (migration 006) gives the chain head, the open shift, the company's rules, the breaks of that day
 * when a break start needs them, and the id the new event will take. `work`'s closing write is the
 * second and last round trip, with COMMIT (ADR 005).
 */
export function withClockContext<T>(
  db: Db,
  companyId: number,
  userId: number,
  withBreaksOfDay: boolean,
  work: (trx: Trx, context: ClockContext) => Promise<ClockActionWork<T>>,
): Promise<T> {
  const opening = `${lockChainStatement(companyId, userId)}; select * from clock_context(${companyId}, ${userId}, ${withBreaksOfDay})`;
  return withTenantOpening<ClockContextRow, T>(db, companyId, opening, (trx, row) => work(trx, toClockContext(row)));
}

interface ClockRulesColumns {
  cfg_break_included: boolean;
  cfg_forgotten_clockout_hours: string;
  cfg_max_breaks_per_day: number;
  cfg_min_break_interval: number;
}

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
  };
}
