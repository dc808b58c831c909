import type { ReportFormat } from '@jornada/shared/api/reports';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

/** Minutes as 'H:MM' (hours can pass 24 in a month's total). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' as 'dd/MM/yyyy'. */
export function formatDay(isoDay: string): string {
  return isoDay.split('-').reverse().join('/');
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** 'lun 03/03' for a row of a table that already says the year. */
export function formatShortDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'yyyy-MM' as 'marzo de 2026'. */
export function formatMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/** An ISO instant as 'dd/MM/yyyy HH:mm' in Madrid. */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  return `${formatDay(madridDate(instant))} ${madridTime(instant).slice(0, 5)}`;
}

export const formatLabels: Record<ReportFormat, string> = { pdf: 'PDF', xlsx: 'Excel', csv: 'CSV', json: 'JSON' };

/** Where the browser downloads a format of the link's register (a plain GET: no session, no header). */
export function registerDownloadUrl(token: string, format: ReportFormat): string {
  return `/api/inspeccion/${encodeURIComponent(token)}/register?format=${format}`;
}

export function bundleDownloadUrl(token: string, month: string): string {
  return `/api/inspeccion/${encodeURIComponent(token)}/bundle?month=${month}`;
}
