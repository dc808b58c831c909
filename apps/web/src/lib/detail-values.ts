/**
 * Reading the free-form `details` of a logged action (the company's activity log, a company's
 * history in the platform's console): values that may be missing or of another type in older rows.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The parts that say something, without the empty ones. */
export const compact = (parts: readonly (string | false | null | undefined)[]): string[] =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '');

/** 'yyyy-MM-dd' (or an ISO instant's date) as 'dd/MM/yyyy'. */
export function spanishDay(value: unknown): string | undefined {
  const day = text(value)?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : undefined;
}
