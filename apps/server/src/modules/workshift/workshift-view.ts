import type { Workshift, WorkshiftCorrection, WorkshiftTimes } from '@jornada/shared/api/workshift';
import { formatMinutesAsDuration, madridMinuteTime, shiftMinutes } from '@jornada/shared/domain/shift-minutes';
import type { StoredShiftTimes } from '../../db/schema';
import type { WorkshiftRow } from './workshift.repository';

export interface ViewConfig {
  breakIncluded: boolean;
  forgottenClockoutHours: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function timesView(times: StoredShiftTimes): WorkshiftTimes {
  return {
    started_at: times.started_at,
    ended_at: times.ended_at,
    hora_inicio: madridMinuteTime(new Date(times.started_at)),
    hora_fin: times.ended_at === null ? null : madridMinuteTime(new Date(times.ended_at)),
    status: times.status,
    break_spans: times.breaks.map((span) => ({ start: span.start, end: span.end })),
  };
}

/** The user ids a shift's corrections name (requesters and approvers), to look their names up once. */
export function correctionPeople(rows: readonly WorkshiftRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const correction of row.corrections ?? []) {
      ids.add(correction.requested_by);
      ids.add(correction.approved_by);
    }
  }
  return [...ids];
}

function correctionsView(row: WorkshiftRow, names: ReadonlyMap<number, string>): WorkshiftCorrection[] {
  return (row.corrections ?? []).map((c) => ({
    event_id: Number(c.event_id),
    petition_id: c.petition_id,
    changes: c.changes,
    supersedes: c.supersedes.map(Number),
    original: timesView(c.original),
    corrected: timesView(c.corrected),
    reason: c.reason,
    comment: c.comment,
    requested_by: { id: c.requested_by, name: names.get(c.requested_by) ?? '' },
    approved_by: { id: c.approved_by, name: names.get(c.approved_by) ?? '' },
    requested_at: c.requested_at,
    decided_at: c.decided_at,
  }));
}

/**
 * A projection row in SPEC's shape (§3 Workshift), with the instants beside the wall-clock strings
 * and its corrections (names from `names`, see correctionPeople).
 */
export function toWorkshift(
  row: WorkshiftRow,
  config: ViewConfig,
  now: Date,
  names: ReadonlyMap<number, string> = new Map(),
): Workshift {
  const startedAt = new Date(row.started_at);
  const endedAt = row.ended_at ? new Date(row.ended_at) : null;
  const breaks: Record<string, string> = {};
  row.breaks.forEach((span, index) => {
    breaks[`s_pausa_${index + 1}`] = madridMinuteTime(new Date(span.start));
    if (span.end) breaks[`e_pausa_${index + 1}`] = madridMinuteTime(new Date(span.end));
  });
  const locationHistory: Record<string, { latitude: number; longitude: number; timestamp: string }> = {};
  for (const location of row.locations) {
    locationHistory[location.action] = {
      latitude: location.latitude,
      longitude: location.longitude,
      timestamp: location.timestamp,
    };
  }
  // ADR 021: the times and figures people read are cut to the whole minute (':00' seconds), so the
  // history adds up by hand and matches the company register; the instants keep their milliseconds.
  const figures = shiftMinutes({
    startedAt,
    endedAt,
    breaks: row.breaks,
    breakIncluded: config.breakIncluded,
    now,
  }) ?? { workedMinutes: 0, pauseMinutes: 0 };
  const isOpen = row.status !== 'completed';
  return {
    id: Number(row.id),
    user_id: row.user_id,
    fecha: row.fecha,
    hora_inicio: madridMinuteTime(startedAt),
    hora_fin: endedAt ? madridMinuteTime(endedAt) : null,
    status: row.status,
    horas_totales: isOpen ? null : formatMinutesAsDuration(figures.workedMinutes),
    horas_pausa: formatMinutesAsDuration(figures.pauseMinutes),
    observaciones: row.observaciones,
    breaks,
    json_security: { locationHistory },
    started_at: iso(startedAt),
    ended_at: endedAt ? iso(endedAt) : null,
    break_spans: row.breaks.map((span) => ({ start: iso(span.start), end: span.end ? iso(span.end) : null })),
    locations: row.locations,
    is_forgotten: isOpen && now.getTime() - startedAt.getTime() > config.forgottenClockoutHours * 3600_000,
    worked_seconds: figures.workedMinutes * 60,
    corrections: correctionsView(row, names),
    work_mode: row.work_mode ?? 'presencial',
    offline: row.offline ?? false,
  };
}
