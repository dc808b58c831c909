import type { RegisterShift } from '../api/reports';

/** yyyy-MM-dd → dd/MM/yyyy. */
const spanishDate = (date: string) => date.split('-').reverse().join('/');

/**
 * The times first clocked of a corrected shift, as every view of the register prints them beside
 * the corrected ones: '08:45–16:30', a date in brackets where it is not the shift's day, 'sin salida'
 * when it was never clocked out; '' for a shift never corrected.
 */
export function originalTimesText(shift: Pick<RegisterShift, 'original'>, dateText = spanishDate): string {
  const original = shift.original;
  if (!original) return '';
  const start = original.start_date ? `${original.start} (${dateText(original.start_date)})` : original.start;
  const end =
    original.end === null
      ? 'sin salida'
      : original.end_date
        ? `${original.end} (${dateText(original.end_date)})`
        : original.end;
  return `${start}–${end}`;
}
