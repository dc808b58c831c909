import type { Workshift } from '@jornada/shared/api/workshift';
import { madridTime } from '@jornada/shared/domain/madrid-time';
import { breakSeconds, formatDuration, workedSeconds } from '@jornada/shared/domain/worked-time';
import type { WorkshiftRow } from './workshift.repository';

export interface ViewConfig {
  breakIncluded: boolean;
  forgottenClockoutHours: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A projection row in SPEC's shape (§3 Workshift), with the instants beside the wall-clock strings. */
export function toWorkshift(row: WorkshiftRow, config: ViewConfig, now: Date): Workshift {
  const startedAt = new Date(row.started_at);
  const endedAt = row.ended_at ? new Date(row.ended_at) : null;
  const until = endedAt ?? now;
  const breaks: Record<string, string> = {};
  row.breaks.forEach((span, index) => {
    breaks[`s_pausa_${index + 1}`] = madridTime(new Date(span.start));
    if (span.end) breaks[`e_pausa_${index + 1}`] = madridTime(new Date(span.end));
  });
  const locationHistory: Record<string, { latitude: number; longitude: number; timestamp: string }> = {};
  for (const location of row.locations) {
    locationHistory[location.action] = {
      latitude: location.latitude,
      longitude: location.longitude,
      timestamp: location.timestamp,
    };
  }
  const worked =
    workedSeconds({
      startedAt,
      endedAt,
      breaks: row.breaks,
      breakIncluded: config.breakIncluded,
      now,
    }) ?? 0;
  const isOpen = row.status !== 'completed';
  return {
    id: Number(row.id),
    user_id: row.user_id,
    fecha: row.fecha,
    hora_inicio: madridTime(startedAt),
    hora_fin: endedAt ? madridTime(endedAt) : null,
    status: row.status,
    horas_totales: isOpen ? null : formatDuration(worked),
    horas_pausa: formatDuration(breakSeconds(row.breaks, until)),
    observaciones: row.observaciones,
    breaks,
    json_security: { locationHistory },
    started_at: iso(startedAt),
    ended_at: endedAt ? iso(endedAt) : null,
    break_spans: row.breaks.map((span) => ({ start: iso(span.start), end: span.end ? iso(span.end) : null })),
    locations: row.locations,
    is_forgotten: isOpen && now.getTime() - startedAt.getTime() > config.forgottenClockoutHours * 3600_000,
    worked_seconds: worked,
  };
}
