import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';

/** 'hace 5 minutos' within a day, else 'dd/MM/yyyy HH:mm' (Madrid). */
export function formatNotificationTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < 60_000 && elapsed > -60_000) return 'ahora mismo';
  if (elapsed > 0 && elapsed < 24 * 3_600_000) return formatDistanceStrict(at, now, { locale: es, addSuffix: true });
  return `${madridDate(at).split('-').reverse().join('/')} ${madridTime(at).slice(0, 5)}`;
}

/** The full date for a tooltip / datetime attribute. */
export function fullNotificationTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${madridDate(at).split('-').reverse().join('/')} ${madridTime(at)}`;
}
