import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

/** An instant as people in Spain read it, in Madrid time; '—' when there is none or it is unreadable. */

const dayText = (isoDay: string) => isoDay.split('-').reverse().join('/');

function instantOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy. */
export function formatMadridDay(iso: string | null | undefined): string {
  const date = instantOf(iso);
  return date ? dayText(madridDate(date)) : '—';
}

/** dd/MM/yyyy HH:mm. */
export function formatMadridDateTime(iso: string | null | undefined): string {
  const date = instantOf(iso);
  return date ? `${dayText(madridDate(date))} ${madridTime(date).slice(0, 5)}` : '—';
}
