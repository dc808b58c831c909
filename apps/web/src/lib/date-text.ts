/**
 * Spanish date and time text for DateInput and TimeInput: what a person types or reads
 * ('24/07/2025', '8:05') against what forms and the API hold ('2025-07-24', '08:05'), whatever the
 * browser's language.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day (no 30 February). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'yyyy-MM-dd' of a real day, else null. */
export function isoDayOf(year: number, month: number, day: number): string | null {
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * What someone typed as a day → 'yyyy-MM-dd'; '' for nothing typed; null when it is not a real day.
 * Reads d/M/yyyy with '/', '-', '.' or spaces, two-digit years as 20xx, 'ddMMyyyy' (a phone's
 * numeric keyboard has no '/') and an ISO 'yyyy-MM-dd' (pasted, or filled by a test).
 */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  const parts = digits ?? /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{2}|\d{4})$/.exec(value);
  if (!parts) return null;
  const year = Number(parts[3]);
  return isoDayOf(parts[3]?.length === 2 ? 2000 + year : year, Number(parts[2]), Number(parts[1]));
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; anything else → ''. */
export function formatDateText(isoDay: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A local Date (noon, so no time zone moves it to another day) for a calendar; undefined if unreadable. */
export function dateOfIsoDay(isoDay: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** The calendar's chosen Date → 'yyyy-MM-dd' in the browser's own calendar (the day that was clicked). */
export function isoDayOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What someone typed as a time of day → 24 h 'HH:mm'; '' for nothing typed; null when it is not one.
 * Reads 'H:mm', 'H.mm', 'H,mm', 'Hmm'/'HHmm' and a bare hour ('8' → '08:00'); seconds are dropped.
 */
export function parseTimeText(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const match =
    /^(\d{1,2})(?:\s*[:.,h]\s*(\d{2}))?(?::\d{2})?$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm'; anything else → ''. */
export function formatTimeText(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}
