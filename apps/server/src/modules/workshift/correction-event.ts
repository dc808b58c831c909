import type { Trx } from '../../db/tenant';
import { appendClockEvent, type ChainHead, lockChainHead } from './clock-write.repository';
import type { SealedClockEvent } from './record-chain';
import { applyClockEvent, type CorrectionDetails } from './workshift-projection';
import type { WorkshiftRow } from './workshift-row';

/**
 * Takes the worker's chain lock for the rest of the transaction, before the shift a correction is checked against
 * is read: nothing else can be appended to that worker's record until the correction is written.
 */
export function lockRecordForCorrection(trx: Trx, companyId: number, userId: number): Promise<ChainHead> {
  return lockChainHead(trx, companyId, userId);
}

/**
 * Appends an approved correction to the worker's chain (ADR 006) behind the lock taken above, and moves the shift
 * through the same reducer a rebuild replays. A correction is made on the web and carries no location.
 */
export function appendCorrectionEvent(
  trx: Trx,
  head: ChainHead,
  input: {
    companyId: number;
    shift: WorkshiftRow;
    occurredAt: Date;
    actorUserId: number;
    sessionId: number | null;
    details: CorrectionDetails;
  },
): Promise<SealedClockEvent> {
  const { shift } = input;
  return appendClockEvent(
    trx,
    head,
    {
      companyId: input.companyId,
      userId: shift.user_id,
      workshiftId: shift.id,
      kind: 'correction',
      occurredAt: input.occurredAt,
      clientTime: null,
      clientTimezone: null,
      latitude: null,
      longitude: null,
      accuracy: null,
      source: 'web',
      actorUserId: input.actorUserId,
      sessionId: input.sessionId,
      details: input.details as unknown as Record<string, unknown>,
    },
    (sealed) => applyClockEvent(shift, sealed),
  );
}
