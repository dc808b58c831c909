/** PostgreSQL's unique_violation (23505): a concurrent insert won a race a check could not see. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
