import type { Trx } from '../../db/tenant';
import { decidePetitionRow, insertPetition, type NewPetition } from './petitions.repository';

/**
 * Writes past petitions as they stand, without the filing and deciding rules (no notices, no audit, no chain
 * event): only for history the caller vouches for, such as the demo companies' sample data.
 */

/** Stores a pending petition; resolves to its id. */
export function writePendingPetition(trx: Trx, petition: NewPetition): Promise<string> {
  return insertPetition(trx, petition);
}

/** Marks a pending petition approved or rejected by `decidedBy`, now. */
export async function writePetitionDecision(
  trx: Trx,
  companyId: number,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; comment: string | null },
): Promise<void> {
  await decidePetitionRow(trx, companyId, id, decision);
}
