import type { Selectable } from 'kysely';
import type { RecordDigestsTable } from '../../db/schema';
import type { Trx } from '../../db/tenant';
import { listAllDigests } from './record-digests.repository';

/** A published digest as read back: ids and the covered start as text, the way they are signed. */
export type StoredDigest = Omit<Selectable<RecordDigestsTable>, 'id' | 'covers_from'> & {
  id: string;
  covers_from: string | null;
};

/** Every digest published for the company, oldest first: what a verification checks the chains against. */
export function listPublishedDigests(trx: Trx, companyId: number): Promise<StoredDigest[]> {
  return listAllDigests(trx, companyId);
}
