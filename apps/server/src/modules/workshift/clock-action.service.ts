import type { DomainEventType } from '@jornada/shared/api/events';
import type { SessionUser } from '@jornada/shared/api/session';
import {
  DEFAULT_OBSERVACIONES,
  type GeoPoint,
  REMOTE_WORK_NOT_ALLOWED,
  type Workshift,
} from '@jornada/shared/api/workshift';
import { decideBreakStart } from '@jornada/shared/domain/break-policy';
import { usualStartMode, type WorkMode } from '@jornada/shared/domain/employee-contract';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { companyOf } from '../../access/company-of';
import type { ClockEventKind, ClockSource } from '../../db/schema';
import type { Db } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, violatedConstraint } from '../../lib/pg-errors';
import { emitDomainEventStatement } from '../events/emit-domain-event';
import { alertUnsettledOvertimeAfterClose } from '../overtime/unsettled-overtime';
import { type ClockContext, withClockContext } from './clock-context.repository';
import { clockClosingStatement } from './clock-statement.repository';
import { IDEMPOTENCY_KEY_CONSTRAINT } from './idempotency.repository';
import { IDEMPOTENCY_MESSAGES, replayStoredAnswer } from './idempotent-replay';
import { parseOfflineClaim, plausibleClaim } from './offline-claim';
import { sealClockEvent } from './record-chain';
import type { WorkshiftRow } from './workshift.repository';
import { correctionNames, knownLocation, toViewConfig } from './workshift.service';
import { applyClockEvent } from './workshift-projection';
import { toWorkshift } from './workshift-view';

/** A clock action (web, kiosk, QR, embed): its actor, its input, its rules and the one write. */

export type ClockAction = Exclude<ClockEventKind, 'incident' | 'correction'>;

/** Whose record an action goes to: a session's user, or the worker a POS terminal clocks for. */
export type ClockPerson = Pick<SessionUser, 'id' | 'company_id'>;

export interface ClockActor {
  user: ClockPerson;
  /** The user session's id (the web); null for a POS terminal, whose session goes in auditDetails. */
  sessionId: number | null;
  source: ClockSource;
}

export interface ClockInput {
  location?: GeoPoint;
  clientTime?: string | null;
  clientTimezone?: string | null;
  observaciones?: string;
  /** A start's work mode; without it, the usual mode of the worker's contract in force. */
  workMode?: WorkMode;
  /**
   * A start's work centre when the place says it (a terminal's, checked by its caller); without it,
   * the worker's own centre.
   */
  centreId?: number;
  /** Server time is authoritative; only seeding and benchmarks write history with a given instant. */
  occurredAt?: Date;
  /** Sealed into the event's details beside the action's own (e.g. the POS terminal, the client's time). */
  auditDetails?: Record<string, unknown>;
  /** The tap's Idempotency-Key and which request it came with (clock-input.ts). */
  idempotency?: { key: string; fingerprint: string };
  /** X-Client-Time of a replay from the device's offline queue (X-Offline: 1): the tap's claimed time. */
  offlineClaim?: string;
}

/** The domain event each action announces (ADR 016): a start or an end by name, the rest as changes. */
const clockEventType = {
  start: 'workshift.started',
  end: 'workshift.ended',
  break_start: 'workshift.changed',
  break_end: 'workshift.changed',
  resume: 'workshift.changed',
} as const satisfies Record<ClockAction, DomainEventType>;

export const CLOCK_MESSAGES = {
  alreadyOpen: 'Ya tienes una jornada en curso. Finalízala antes de iniciar otra.',
  noneOpen: 'No tienes ninguna jornada en curso',
  notOnBreak: 'No estás en pausa',
} as const;

function checkAllowed(
  action: ClockAction,
  open: WorkshiftRow | undefined,
  config: ReturnType<typeof toViewConfig>,
  now: Date,
  breaksToday: WorkshiftRow['breaks'],
) {
  switch (action) {
    case 'start':
      if (open) throw new AppError('CONFLICT', CLOCK_MESSAGES.alreadyOpen);
      return;
    case 'break_start': {
      const decision = decideBreakStart(
        open ? { status: open.status, breaks: breaksToday } : null,
        config.hasConfig
          ? {
              break_included: config.breakIncluded,
              max_breaks_per_day: config.maxBreaksPerDay,
              min_break_interval: config.minBreakInterval,
            }
          : null,
        now,
      );
      if (!decision.isAllowed) throw new AppError('CONFLICT', decision.reason);
      return;
    }
    case 'break_end':
    case 'resume':
      if (!open) throw new AppError('CONFLICT', CLOCK_MESSAGES.noneOpen);
      if (open.status !== 'on_break') throw new AppError('CONFLICT', CLOCK_MESSAGES.notOnBreak);
      return;
    case 'end':
      if (!open) throw new AppError('CONFLICT', CLOCK_MESSAGES.noneOpen);
      return;
  }
}

/**
 * A start's work mode, sealed into its event: the one asked for, else the usual mode of the contract
 * in force that day, else on site. Remote work is refused where the company does not allow it.
 */
function startWorkMode(asked: WorkMode | undefined, context: ClockContext): WorkMode {
  if (asked === 'teletrabajo' && !context.allowsRemoteWork) throw new AppError('BAD_REQUEST', REMOTE_WORK_NOT_ALLOWED);
  return asked ?? usualStartMode(context);
}

/**
 * What an event's details record, sealed by its hash: an end's observations; a start's work mode and
 * work centre (the worker's own on the web, a terminal's when one says so).
 */
function eventDetails(action: ClockAction, input: ClockInput, context: ClockContext): Record<string, unknown> {
  if (action === 'end') return { observaciones: input.observaciones || DEFAULT_OBSERVACIONES };
  if (action === 'start') {
    const centreId = input.centreId ?? context.employeeCentreId;
    return { work_mode: startWorkMode(input.workMode, context), ...(centreId == null ? {} : { centre_id: centreId }) };
  }
  return {};
}

/**
 * Records one clock action as a new event in the worker's chain and moves the projection, in one
 * transaction behind the worker's chain-head lock: simultaneous actions of one worker are decided
 * in turn, and a refused action writes nothing.
 *
 * With an Idempotency-Key, the lock also orders the retries of one tap: a retry reads, under the
 * lock, the answer its first attempt stored in the same transaction as its event, and gets it back
 * without writing anything. An offline replay is recorded at the tap's claimed time when plausible
 * (offline-claim.ts), with the server's receive time sealed beside it.
 */
export async function performClockAction(
  db: Db,
  actor: ClockActor,
  action: ClockAction,
  input: ClockInput,
): Promise<Workshift> {
  const companyId = companyOf(actor.user);
  const { idempotency } = input;
  try {
    // Two round trips: the opening message (BEGIN, tenant, chain lock, everything the rules read) and
    // the one write, which travels with COMMIT (ADR 005).
    const receivedAt = input.occurredAt ?? new Date();
    const claimed = input.offlineClaim === undefined ? undefined : parseOfflineClaim(input.offlineClaim);
    const options = {
      withBreaksOfDay: action === 'break_start',
      contractOn: action === 'start' ? madridDate(claimed ?? receivedAt) : null,
      idempotencyKey: idempotency?.key ?? null,
      withLastEvent: claimed !== undefined,
    };
    let isMonthSettled = false;
    const shift = await withClockContext(db, companyId, actor.user.id, options, async (trx, context) => {
      if (context.storedAnswer && idempotency) {
        return { result: replayStoredAnswer(context.storedAnswer, actor.user.id, idempotency.fingerprint) };
      }
      const now = claimed === undefined ? receivedAt : plausibleClaim(claimed, receivedAt, context.lastEventAt);
      const { head, open, config: rules, breaksToday, nextEventId } = context;
      isMonthSettled = context.isMonthSettled;
      const config = toViewConfig(rules);
      // SPEC §5 counts breaks per day: every shift the worker started that day, not just this one.
      checkAllowed(action, open, config, now, breaksToday);
      const event = sealClockEvent(head, nextEventId, {
        companyId,
        userId: actor.user.id,
        workshiftId: action === 'start' ? null : (open?.id ?? null),
        kind: action,
        occurredAt: now,
        clientTime: input.clientTime?.slice(0, 40) ?? null,
        clientTimezone: input.clientTimezone?.slice(0, 64) ?? null,
        ...knownLocation(input.location),
        source: actor.source,
        actorUserId: actor.user.id,
        sessionId: actor.sessionId,
        details: {
          ...input.auditDetails,
          ...eventDetails(action, input, context),
          ...(claimed === undefined ? {} : { offline: true, received_at: receivedAt.toISOString() }),
        },
      });
      const next = applyClockEvent(open, event);
      const result = toWorkshift(next, config, now, await correctionNames(trx, companyId, [next]));
      // The key's answer and the domain event (ADR 016) ride in the same COMMIT message: still two round trips.
      const closing = clockClosingStatement({
        write: { head, event, shift: { row: next, isNew: action === 'start' } },
        answer: idempotency && { companyId, userId: actor.user.id, ...idempotency, response: result },
        announce: emitDomainEventStatement({
          companyId,
          type: clockEventType[action],
          userId: actor.user.id,
          data: { workshift_id: next.id },
        }),
      });
      return { result, closing };
    });
    // Hours closed into a month already settled are a new balance for its admins (after the commit).
    // Only then: a second transaction on every clock-out would cost as much as the clock-out itself.
    // The settlement takes the record's lock, so the month read under it cannot be stale.
    if (action === 'end' && shift.fecha && isMonthSettled) {
      void alertUnsettledOvertimeAfterClose(db, companyId, actor.user.id, shift.fecha, receivedAt);
    }
    return shift;
  } catch (error) {
    // Two first attempts of one key for different workers (a kiosk) race past each other's locks.
    if (isUniqueViolation(error) && violatedConstraint(error) === IDEMPOTENCY_KEY_CONSTRAINT) {
      throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.reusedKey);
    }
    // The partial unique index is the last line: should two starts ever pass the lock, one loses here.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CLOCK_MESSAGES.alreadyOpen);
    throw error;
  }
}
