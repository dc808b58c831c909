import type { GeoPoint } from '@jornada/shared/api/workshift';
import type { ClockSource } from '../../db/schema';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { emitDomainEvent } from '../events/emit-domain-event';
import { appendClockEvent, lockChainHead } from './clock-write.repository';
import type { SealedClockEvent } from './record-chain';
import { findOpenWorkshift, findWorkshiftOfUser } from './workshift.repository';
import { knownLocation } from './workshift.service';
import { applyClockEvent } from './workshift-projection';

export const INCIDENT_SHIFT_NOT_FOUND = 'Jornada no encontrada';

export interface IncidentEventInput {
  companyId: number;
  userId: number;
  /** The shift it is about: this one (it must be the worker's), else the open one, else none. */
  workshiftId?: string | null;
  clientTime: string | null;
  clientTimezone: string | null;
  location?: GeoPoint;
  source: ClockSource;
  actorUserId: number;
  sessionId: number | null;
  details: Record<string, unknown>;
}

/**
 * Appends an 'incident' event to the worker's chain (under the chain lock, in the caller's tenant
 * transaction) and moves the shift it names, as rebuild-workshifts would replay it. A shift id that
 * is not one of the worker's is 404 and nothing is written.
 */
export async function appendIncidentEvent(trx: Trx, input: IncidentEventInput): Promise<SealedClockEvent> {
  const { companyId, userId } = input;
  const head = await lockChainHead(trx, companyId, userId);
  const shift = input.workshiftId
    ? await findWorkshiftOfUser(trx, companyId, userId, input.workshiftId)
    : await findOpenWorkshift(trx, companyId, userId);
  if (input.workshiftId && !shift) throw new AppError('NOT_FOUND', INCIDENT_SHIFT_NOT_FOUND);
  const event = await appendClockEvent(
    trx,
    head,
    {
      companyId,
      userId,
      workshiftId: shift?.id ?? null,
      kind: 'incident',
      occurredAt: new Date(),
      clientTime: input.clientTime?.slice(0, 40) ?? null,
      clientTimezone: input.clientTimezone?.slice(0, 64) ?? null,
      ...knownLocation(input.location),
      source: input.source,
      actorUserId: input.actorUserId,
      sessionId: input.sessionId,
      details: input.details,
    },
    shift ? (sealed) => applyClockEvent(shift, sealed) : undefined,
  );
  await emitDomainEvent(trx, {
    companyId,
    type: 'workshift.changed',
    userId,
    data: { workshift_id: shift?.id ?? null },
  });
  return event;
}
