import { madridDate } from '@jornada/shared/domain/madrid-time';
import type { ClockEventKind, StoredLocation } from '../../db/schema';
import type { WorkshiftRow } from './workshift.repository';

export interface ProjectableEvent {
  company_id: number;
  id: string;
  user_id: number;
  kind: ClockEventKind;
  occurred_at: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  details: Record<string, unknown>;
}

const locationAction: Record<ClockEventKind, StoredLocation['action']> = {
  start: 'start',
  break_start: 'pause',
  break_end: 'resume',
  resume: 'resume',
  end: 'end',
  incident: 'incident',
};

function withLocation(locations: StoredLocation[], event: ProjectableEvent): StoredLocation[] {
  if (event.latitude === null || event.longitude === null) return locations;
  return [
    ...locations,
    {
      action: locationAction[event.kind],
      latitude: event.latitude,
      longitude: event.longitude,
      accuracy: event.accuracy,
      timestamp: event.occurred_at.toISOString(),
    },
  ];
}

function closeOpenBreak(shift: WorkshiftRow, at: Date) {
  return shift.breaks.map((b) => (b.end === null ? { ...b, end: at.toISOString() } : b));
}

/**
 * How one clock event changes a worker's shift. The live path and the rebuild from the record both
 * go through here, so the projection is always what the events say.
 */
export function applyClockEvent(shift: WorkshiftRow | undefined, event: ProjectableEvent): WorkshiftRow {
  if (event.kind === 'start') {
    return {
      company_id: event.company_id,
      id: event.id,
      user_id: event.user_id,
      fecha: madridDate(event.occurred_at),
      started_at: event.occurred_at,
      ended_at: null,
      status: 'in_progress',
      breaks: [],
      locations: withLocation([], event),
      observaciones: null,
      last_event_id: event.id,
    };
  }
  if (!shift) throw new Error(`evento ${event.id} (${event.kind}) sin jornada abierta`);
  const base = { ...shift, last_event_id: event.id, locations: withLocation(shift.locations, event) };
  switch (event.kind) {
    case 'break_start':
      return {
        ...base,
        status: 'on_break',
        breaks: [...shift.breaks, { start: event.occurred_at.toISOString(), end: null }],
      };
    case 'break_end':
    case 'resume':
      return { ...base, status: 'in_progress', breaks: closeOpenBreak(shift, event.occurred_at) };
    case 'end':
      return {
        ...base,
        status: 'completed',
        ended_at: event.occurred_at,
        breaks: closeOpenBreak(shift, event.occurred_at),
        observaciones: typeof event.details.observaciones === 'string' ? event.details.observaciones : null,
      };
    case 'incident':
      return base;
  }
}
