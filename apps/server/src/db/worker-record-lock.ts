/**
 * The lock on one worker's record: a transaction-scoped advisory lock on (company_id, user_id), held
 * until commit. Every append to the worker's chain of clock events takes it (ADR 005), and so does
 * whatever must see that record still, such as an overtime settlement, which reads the month's hours
 * and must not miss a shift closing beside it. As parameterless SQL text, so it can ride in a
 * transaction's opening message.
 */
export function workerRecordLockStatement(companyId: number, userId: number): string {
  if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(userId)) throw new Error('ids no válidos');
  return `select pg_advisory_xact_lock(${companyId}, ${userId})`;
}
