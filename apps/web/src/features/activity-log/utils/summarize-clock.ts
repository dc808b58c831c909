import { madridTime } from '@jornada/shared/domain/madrid-time';
import {
  centreName,
  compact,
  isRecord,
  type LogNames,
  num,
  personName,
  spanishDay,
  text,
  workModeLabel,
} from './log-values';

const originLabels: Record<string, string> = {
  web: 'Web',
  pos: 'Terminal POS',
  'kiosk-qr': 'QR del terminal POS',
  widget: 'Widget',
  api: 'API',
};

/** An ISO instant as 'HH:mm' in Madrid. */
function hourOf(value: unknown): string | undefined {
  const iso = text(value);
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? madridTime(date).slice(0, 5) : undefined;
}

/** workshift.correction: the corrected times, as the approved petition set them. */
function correctionParts(d: Record<string, unknown>): string[] {
  const changes = Array.isArray(d.changes) ? d.changes : [];
  const breaks = Array.isArray(d.breaks) ? d.breaks.filter(isRecord) : [];
  const reason = text(d.reason);
  return compact([
    changes.includes('start') && hourOf(d.started_at) && `Entrada: ${hourOf(d.started_at)}`,
    changes.includes('end') && hourOf(d.ended_at) && `Salida: ${hourOf(d.ended_at)}`,
    changes.includes('breaks') &&
      `Pausas: ${breaks.map((b) => `${hourOf(b.start) ?? '—'}–${hourOf(b.end) ?? '—'}`).join(', ') || 'ninguna'}`,
    reason && `Motivo: «${reason}»`,
    num(d.petition_id) !== undefined && `Petición n.º ${num(d.petition_id)}`,
  ]);
}

/** A clock action: whose record (when someone else made it), what was said, from where. */
export function summarizeClock(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  const forWhom = personName(d.user_id, names);
  const parts = compact([forWhom && `Registro de ${forWhom}`]);
  if (action === 'workshift.correction') return [...parts, ...correctionParts(d)];
  const titulo = text(d.titulo);
  const day = spanishDay(d.fecha);
  const hour = text(d.hora)?.slice(0, 5);
  const lat = num(d.latitude);
  const lon = num(d.longitude);
  const origin = text(d.source);
  parts.push(
    ...compact([
      text(d.tipo),
      titulo && `«${titulo}»`,
      text(d.descripcion),
      day && hour && `Ocurrió el ${day} a las ${hour}`,
      text(d.observaciones) && `Observaciones: ${text(d.observaciones)}`,
      workModeLabel(d.work_mode),
      d.centre_id != null && `Centro: ${centreName(d.centre_id, names)}`,
      origin && `Desde: ${originLabels[origin] ?? 'otro origen'}`,
      // A clock action an integration made for the worker: the key is sealed in the event.
      text(d.api_key) && `Clave de API «${text(d.api_key)}»`,
      lat !== undefined && lon !== undefined && `Ubicación: ${lat.toFixed(4)}, ${lon.toFixed(4)}`,
    ]),
  );
  return parts;
}
