import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';

export const NEVER_SEEN = 'Nunca';
const RELATIVE_LIMIT_MS = 30 * 24 * 3_600_000;

/**
 * When a terminal was last used, in Spanish: 'Nunca', 'ahora mismo', 'hace 5 minutos', 'hace 3 días'
 * within a month, and the date ('el 12/03/2026') beyond it or for a clock that runs ahead.
 */
export function formatLastSeen(iso: string | null, now: Date): string {
  if (iso === null) return NEVER_SEEN;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return NEVER_SEEN;
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < 60_000 && elapsed > -60_000) return 'ahora mismo';
  if (elapsed > 0 && elapsed < RELATIVE_LIMIT_MS) {
    return formatDistanceStrict(at, now, { locale: es, addSuffix: true, roundingMethod: 'floor' });
  }
  return `el ${spanishDate(madridDate(at))}`;
}

/** '24/11/2026 09:05' in Madrid, for a title or a printed sheet; '' for none. */
export function formatInstant(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${spanishDate(madridDate(at))} ${madridTime(at).slice(0, 5)}`;
}
