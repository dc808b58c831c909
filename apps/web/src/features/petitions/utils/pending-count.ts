import { type PetitionKind, type PetitionRecord, petitionKinds } from '@jornada/shared/api/petitions';

/** SPEC §4.6: only the status 'pending' counts as pending. */
export function isPending(status: string): boolean {
  return status === 'pending';
}

/**
 * SPEC §6: the inbox's pending count takes only tickets, vacations and workshift corrections that are
 * pending, assigned to the user and not requested by the user themselves.
 */
export function countPendingForUser(
  records: readonly Pick<PetitionRecord, 'table_name' | 'status' | 'assigned_to' | 'requester_id'>[],
  userId: number,
): number {
  return records.filter(
    (record) =>
      (petitionKinds as readonly string[]).includes(record.table_name as PetitionKind) &&
      isPending(record.status) &&
      record.assigned_to.includes(userId) &&
      record.requester_id !== userId,
  ).length;
}
