import { createCorrectionRequest } from '@jornada/shared/api/petition-requests';
import type { SessionUser } from '@jornada/shared/api/session';
import type { Db } from '../../db/tenant';
import { decidePetition } from '../petitions/decide-petition';
import { createPetition } from '../petitions/file-petition';
import type { LateStart } from './seed-full-history';

/**
 * The demo's corrected shift, made the way a real one is: the worker files a correction of a late
 * clock-in and their manager approves it, through the petitions services (no emails: there is no
 * mailer while seeding). Approval appends a 'correction' event to the worker's chain (ADR 006).
 */
export async function seedApprovedCorrection(
  db: Db,
  late: LateStart,
  people: { worker: SessionUser; approver: SessionUser },
  now: Date,
): Promise<void> {
  const body = createCorrectionRequest.parse({
    table_name: 'wscorrections',
    workshift_id: late.workshiftId,
    started_at: late.realStart,
    ended_at: late.recordedEnd,
    reason: late.reason,
  });
  const petition = await createPetition(db, null, { user: people.worker, ip: null, sessionId: null }, body, now);
  await decidePetition(
    db,
    null,
    { user: people.approver, ip: null, sessionId: null },
    petition.id,
    { decision: 'approved', comment: 'Correcto, consta en el cuadrante de la tarde' },
    now,
  );
}
