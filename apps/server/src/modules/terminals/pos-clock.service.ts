import {
  POS_MESSAGES,
  type PosClockRequest,
  type PosEmployee,
  type PosEndRequest,
  posIncidentKinds,
  type posIncidentRequest,
  tooManyAttemptsMessage,
} from '@jornada/shared/api/pos';
import { KIOSK_PIN_PATTERN } from '@jornada/shared/api/pos-terminals';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import type { z } from 'zod';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import type { PosSession } from '../../access/principals';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { type ClockAction, type ClockInput, performClockAction } from '../workshift/clock-action.service';
import { appendIncidentEvent } from '../workshift/incident-event';
import { type IncidentMailContext, listIncidentRecipients, mailCompanyAdmins } from '../workshift/report-incident';
import { isCurrentShift } from '../workshift/workshift.service';
import { giveKioskPinAttemptBack, takeKioskPinAttempt } from './kiosk-lockouts.service';
import { findKioskPin } from './kiosk-pins.repository';
import { findEmployeeContact, listPosEmployees } from './pos.repository';
import { posReachOf } from './pos-session.service';

function tooManyPins(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
}

/** A schema_name sent with a POS call must be the terminal's company. */
export function checkPosSchema(pos: PosSession, schemaName: string | undefined): void {
  if (schemaName !== undefined && schemaName !== pos.schemaName) {
    throw new AppError('FORBIDDEN', POS_MESSAGES.otherCompany);
  }
}

/**
 * The personal PIN, when the terminal requires it: missing → 401, not set yet → 401, wrong → 401,
 * counted per employee at this terminal and over all terminals with a growing wait (ADR 025): the
 * failure that starts one, and every attempt during it, answer 429 with how long. Each attempt counts
 * as wrong until the PIN proves right, so parallel guesses count against each other.
 */
async function checkEmployeePin(
  db: Db,
  pos: PosSession,
  userId: number,
  pinHash: string | undefined,
  pin: string | undefined,
): Promise<void> {
  if (!pinHash) throw new AppError('UNAUTHENTICATED', POS_MESSAGES.employeePinNotSet);
  if (!pin) throw new AppError('UNAUTHENTICATED', POS_MESSAGES.employeePinRequired);
  const attempt = await takeKioskPinAttempt(db, { companyId: pos.companyId, userId, terminalId: pos.terminalId });
  if ('retryAfterSeconds' in attempt) throw tooManyPins(attempt.retryAfterSeconds);
  if (KIOSK_PIN_PATTERN.test(pin) && (await verifyPassword(pinHash, pin))) {
    await giveKioskPinAttemptBack(db, attempt);
    return;
  }
  if (attempt.lockedForSeconds > 0) throw tooManyPins(attempt.lockedForSeconds);
  throw new AppError('UNAUTHENTICATED', POS_MESSAGES.employeePinWrong);
}

/** The employee must be one the terminal allows (404 otherwise), with their PIN when it asks for one. */
async function admitEmployee(db: Db, pos: PosSession, userId: number, pin: string | undefined): Promise<void> {
  const pinRow = await withTenant(db, pos.companyId, async (trx) => {
    await assertEmployeeInReach(trx, posReachOf(pos), userId, POS_MESSAGES.employeeNotFound);
    return pos.requireEmployeePin ? findKioskPin(trx, pos.companyId, userId) : undefined;
  });
  if (pos.requireEmployeePin) await checkEmployeePin(db, pos, userId, pinRow?.pin_hash, pin);
}

/** Where the action came from, sealed into the event: the terminal, its session, the client's own clock. */
function posAudit(pos: PosSession, clientTime: unknown): Record<string, unknown> {
  return {
    pos_terminal_id: pos.terminalId,
    pos_session_id: pos.sessionId,
    ...(clientTime === undefined ? {} : { client_time: clientTime }),
  };
}

/**
 * POST /api/pos/workshift/{start,break/start,break/end,resume,end}: the web's clock action, through
 * the same service and rules, for the employee the kiosk names, with source 'pos'. A start at the
 * kiosk is on site. The worker is the event's actor (they are at the door, with their PIN when asked).
 */
export async function performPosClockAction(
  db: Db,
  pos: PosSession,
  action: ClockAction,
  body: PosClockRequest | PosEndRequest,
  input: Pick<ClockInput, 'clientTime' | 'clientTimezone' | 'idempotency' | 'offlineClaim'> & { schemaName?: string },
): Promise<Workshift> {
  checkPosSchema(pos, input.schemaName);
  await admitEmployee(db, pos, body.user_id, body.pin);
  return performClockAction(
    db,
    { user: { id: body.user_id, company_id: pos.companyId }, sessionId: null, source: 'pos' },
    action,
    {
      location: body.location,
      clientTime: input.clientTime,
      clientTimezone: input.clientTimezone,
      observaciones: 'observaciones' in body ? body.observaciones : undefined,
      workMode: action === 'start' ? 'presencial' : undefined,
      centreId: action === 'start' ? pos.centre.id : undefined,
      auditDetails: posAudit(pos, body.client_time),
      idempotency: input.idempotency,
      offlineClaim: input.offlineClaim,
    },
  );
}

/**
 * POST /api/pos-incidents: an 'incident' event in the worker's chain (kind_id 1–8 = SPEC §5's types),
 * tied to the shift named (one of theirs) or the open one; the company admins get an email.
 */
export async function reportPosIncident(
  db: Db,
  mail: IncidentMailContext,
  pos: PosSession,
  body: z.output<typeof posIncidentRequest>,
  client: Pick<ClockInput, 'clientTime' | 'clientTimezone'>,
): Promise<{ success: true; message: string; id: number }> {
  checkPosSchema(pos, body.schema_name);
  await admitEmployee(db, pos, body.user_id, body.pin);
  const kind = posIncidentKinds[body.kind_id - 1] as (typeof posIncidentKinds)[number];
  const { companyId } = pos;
  const { eventId, admins, person } = await withTenant(db, companyId, async (trx) => {
    const event = await appendIncidentEvent(trx, {
      companyId,
      userId: body.user_id,
      workshiftId: body.workshift_id == null ? null : String(body.workshift_id),
      clientTime: client.clientTime ?? null,
      clientTimezone: client.clientTimezone ?? null,
      location: body.location,
      source: 'pos',
      actorUserId: body.user_id,
      sessionId: null,
      details: { kind_id: kind.id, tipo: kind.name, descripcion: body.description, ...posAudit(pos, undefined) },
    });
    return {
      eventId: Number(event.id),
      admins: await listIncidentRecipients(trx, companyId),
      person: await findEmployeeContact(trx, companyId, body.user_id),
    };
  });
  await mailCompanyAdmins(mail, admins, {
    subject: `Incidencia de ${person.name}: ${kind.name}`,
    paragraphs: [
      `${person.name} (${person.email}) ha registrado una incidencia en el terminal POS «${pos.terminalName}» de ${pos.companyName}.`,
      `Tipo: ${kind.name}.`,
      ...(body.description ? [`Descripción: ${body.description}`] : []),
    ],
  });
  return { success: true, message: POS_MESSAGES.incidentRecorded, id: eventId };
}

/**
 * GET /api/pos/employees: the kiosk's grid, with today's status of each allowed employee (only those
 * of one work centre when `centreId` is given).
 */
export async function listPosEmployeesOf(
  db: Db,
  pos: PosSession,
  filter: { centreId?: number } = {},
  now = new Date(),
): Promise<PosEmployee[]> {
  const rows = await withTenant(db, pos.companyId, (trx) => listPosEmployees(trx, posReachOf(pos), filter));
  return rows.map((row) => {
    const isCurrent =
      row.status !== null &&
      row.fecha !== null &&
      isCurrentShift({ status: row.status, fecha: row.fecha, ended_at: row.ended_at }, now);
    const startedAt = isCurrent && row.started_at !== null ? new Date(row.started_at) : null;
    return {
      id: row.id,
      name: row.name,
      centre_id: row.centre_id,
      centre_name: row.centre_name,
      status: isCurrent ? row.status : null,
      hora_inicio: startedAt ? madridTime(startedAt) : null,
      started_at: startedAt ? startedAt.toISOString() : null,
      has_kiosk_pin: row.has_kiosk_pin,
    };
  });
}
