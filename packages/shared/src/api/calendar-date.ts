import { z } from 'zod';

export const DATE_INVALID_MESSAGE = 'Fecha no válida (yyyy-MM-dd)';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether yyyy-MM-dd names a day that exists (2026-02-30 does not). Years from 1000: PostgreSQL
 * has no year 0, and a four-digit year keeps text order equal to date order.
 */
export function isRealDate(value: string): boolean {
  const match = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= last;
}

/**
 * A calendar day as the API takes it everywhere: yyyy-MM-dd that really exists. `required` is the
 * message when it is missing or empty; a malformed or impossible date gets DATE_INVALID_MESSAGE.
 */
export const calendarDateSchema = (required: string = DATE_INVALID_MESSAGE) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isRealDate, DATE_INVALID_MESSAGE)
    .meta({ format: 'date' });
