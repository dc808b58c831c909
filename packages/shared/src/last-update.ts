import { spanishDate, spanishLongDate } from './domain/calendar';

/**
 * The date of the app's last update, one constant for the authenticated footer ('Última
 * actualización 22/11/2026') and the legal texts ('Última actualización: 22 de noviembre de 2026'),
 * so the two never disagree. Change it whenever the legal texts change. SPEC §2.4 shows the original
 * app's 24/07/2025; this app's texts were last changed on the date below.
 */
export const LAST_UPDATE = '2026-11-22';

/** 'dd/MM/yyyy', as the footer shows it. */
export function lastUpdateShort(day = LAST_UPDATE): string {
  return spanishDate(day);
}

/** '22 de noviembre de 2026', as the legal texts say it. */
export function lastUpdateLong(day = LAST_UPDATE): string {
  return spanishLongDate(day);
}
