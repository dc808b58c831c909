import { spanishLongDate } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';

/** '1 de marzo de 2031 a las 00:20' of an ISO instant, in Madrid. */
export function madridMoment(iso: string): string {
  const instant = new Date(iso);
  return `${spanishLongDate(madridDate(instant))} a las ${madridTime(instant).slice(0, 5)}`;
}

export const sentText = (sentAt: string) => `Resumen mensual enviado el ${madridMoment(sentAt)}`;
export const receivedText = (acknowledgedAt: string) => `Recibido el ${madridMoment(acknowledgedAt)}`;
