import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

export const NEVER_SEEN = 'Nunca';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const RELATIVE_LIMIT_MS = 30 * DAY_MS;

// The browser's own Spanish ('hace 5 minutos'), not date-fns: this page's chunk stays apart from the
// notifications' (each chunk shared between routes is one more name in the landing's router).
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'always' });

function relativeAgo(elapsedMs: number): string {
  if (elapsedMs < HOUR_MS) return relative.format(-Math.floor(elapsedMs / MINUTE_MS), 'minute');
  if (elapsedMs < DAY_MS) return relative.format(-Math.floor(elapsedMs / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsedMs / DAY_MS), 'day');
}

/**
 * When a terminal was last used, in Spanish: 'Nunca', 'ahora mismo', 'hace 5 minutos', 'hace 3 días'
 * within a month, and the date ('el 12/03/2026') beyond it or for a clock that runs ahead.
 */
export function formatLastSeen(iso: string | null, now: Date): string {
  if (iso === null) return NEVER_SEEN;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NEVER_SEEN;
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE_MS && elapsed > -MINUTE_MS) return 'ahora mismo';
  if (elapsed > 0 && elapsed < RELATIVE_LIMIT_MS) return relativeAgo(elapsed);
  return `el ${spanishDate(madridDate(at))}`;
}

/** '24/11/2026 09:05' in Madrid, for a title or a printed sheet; '' for none. */
export function formatInstant(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${spanishDate(madridDate(at))} ${madridTime(at).slice(0, 5)}`;
}
