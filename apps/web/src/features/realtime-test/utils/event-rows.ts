import { madridTime } from '@jornada/shared/domain/madrid-time';
import type { LiveEvent, LiveStatus, LiveTopic } from '../../../lib/live-events/live-event-types';
import type { StatusTone } from '../../../lib/status-tones';

export const liveStatusLabels: Record<LiveStatus, string> = {
  open: 'Conectado',
  connecting: 'Conectando…',
  closed: 'Desconectado',
};

export const liveStatusTones: Record<LiveStatus, StatusTone> = {
  open: 'success',
  connecting: 'warning',
  closed: 'danger',
};

export const topicLabels: Record<LiveTopic, string> = {
  workshift: 'Jornada',
  petitions: 'Peticiones',
  notifications: 'Notificaciones',
  employees: 'Empleados',
  config: 'Configuración',
  test: 'Prueba',
  reset: 'Reinicio',
};

/** Arrival minus the server's time of the event; null when the event carries no time. Never negative (the two clocks may differ a little). */
export function latencyOf(event: Pick<LiveEvent, 'eventTime' | 'receivedAt'>): number | null {
  if (event.eventTime === null) return null;
  return Math.max(0, event.receivedAt - event.eventTime);
}

/** '85 ms', '1,3 s', '—'. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} s`;
}

/** HH:mm:ss in Madrid time. */
export function clockText(epochMs: number): string {
  return madridTime(new Date(epochMs));
}
