import { type WorkMode, workModes } from '@jornada/shared/domain/employee-contract';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import type { ClockEventKind, CorrectionChange, StoredBreak, StoredCorrection, StoredLocation } from '../../db/schema';
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

const locationAction: Record<ClockEventKind, StoredLocation['action'] | null> = {
  start: 'start',
  break_start: 'pause',
  break_end: 'resume',
  resume: 'resume',
  end: 'end',
  incident: 'incident',
  // Recorded by the approver, wherever they were: not a place of the worker's shift.
  correction: null,
};

function withLocation(locations: StoredLocation[], event: ProjectableEvent): StoredLocation[] {
  const action = locationAction[event.kind];
  if (event.latitude === null || event.longitude === null || action === null) return locations;
  return [
    ...locations,
    {
      action,
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
 * What a 'correction' event's details hold (sealed into the worker's chain): the shift's corrected
 * times, which events they supersede, the petition, who asked, who approved and why. ADR 006.
 */
export interface CorrectionDetails {
  petition_id: number;
  supersedes: string[];
  changes: CorrectionChange[];
  started_at: string;
  /** null: the shift stays open (only its start was corrected). */
  ended_at: string | null;
  /** null: the breaks are kept as they were. */
  breaks: StoredBreak[] | null;
  requested_by: number;
  approved_by: number;
  requested_at: string;
  reason: string;
  comment: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A correction rewrites the shift's times and keeps what they were in `corrections`. */
function applyCorrection(shift: WorkshiftRow, event: ProjectableEvent): WorkshiftRow {
  const details = event.details as unknown as CorrectionDetails;
  const startedAt = new Date(details.started_at);
  const endedAt =
    details.ended_at !== null ? new Date(details.ended_at) : shift.ended_at === null ? null : new Date(shift.ended_at);
  // Kept breaks: an open one ends where the corrected shift ends.
  const breaks =
    details.breaks ??
    (details.ended_at === null
      ? shift.breaks
      : shift.breaks.map((b) => (b.end === null ? { ...b, end: details.ended_at as string } : b)));
  const status = details.ended_at === null ? shift.status : 'completed';
  const entry: StoredCorrection = {
    event_id: event.id,
    petition_id: details.petition_id,
    changes: details.changes,
    supersedes: details.supersedes,
    original: {
      started_at: iso(shift.started_at),
      ended_at: shift.ended_at === null ? null : iso(shift.ended_at),
      status: shift.status,
      breaks: shift.breaks,
    },
    corrected: {
      started_at: startedAt.toISOString(),
      ended_at: endedAt === null ? null : endedAt.toISOString(),
      status,
      breaks,
    },
    reason: details.reason,
    comment: details.comment,
    requested_by: details.requested_by,
    approved_by: details.approved_by,
    requested_at: details.requested_at,
    decided_at: event.occurred_at.toISOString(),
  };
  return {
    ...shift,
    last_event_id: event.id,
    fecha: madridDate(startedAt),
    started_at: startedAt,
    ended_at: endedAt,
    status,
    breaks,
    corrections: [...(shift.corrections ?? []), entry],
  };
}

/** A start event's work mode; starts recorded before it existed carry none and were on site. */
function startWorkMode(details: Record<string, unknown>): WorkMode {
  const mode = details.work_mode;
  return workModes.includes(mode as WorkMode) ? (mode as WorkMode) : 'presencial';
}

/** An event replayed from a device's offline queue says so in its sealed details (migration 021). */
export function isOfflineEvent(event: Pick<ProjectableEvent, 'details'>): boolean {
  return event.details.offline === true;
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
      corrections: [],
      work_mode: startWorkMode(event.details),
      offline: isOfflineEvent(event),
    };
  }
  if (!shift) throw new Error(`evento ${event.id} (${event.kind}) sin jornada abierta`);
  const base = {
    ...shift,
    last_event_id: event.id,
    locations: withLocation(shift.locations, event),
    offline: shift.offline || isOfflineEvent(event),
  };
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
    case 'correction':
      return applyCorrection(shift, event);
  }
}

/** An event as read back from the record, for a replay (listEventsToReplay's rows). */
export interface RecordedEvent extends Omit<ProjectableEvent, 'id' | 'occurred_at'> {
  id: string | number;
  occurred_at: Date | string;
  workshift_id: string | number | null;
}

/**
 * Every shift the record holds, replayed in id order through applyClockEvent: what rebuild-workshifts
 * stores and verify-records compares the stored rows with. `orphans` are events naming a shift with no
 * earlier start of the same worker (verify-records reports those as broken links; a rebuild refuses them).
 */
export function replayClockEvents(events: readonly RecordedEvent[]): {
  shifts: Map<string, WorkshiftRow>;
  orphans: string[];
} {
  const shifts = new Map<string, WorkshiftRow>();
  const orphans: string[] = [];
  for (const raw of events) {
    const event = { ...raw, id: String(raw.id), occurred_at: new Date(raw.occurred_at) };
    if (event.kind === 'start') {
      shifts.set(event.id, applyClockEvent(undefined, event));
      continue;
    }
    if (raw.workshift_id === null) continue; // an incident outside any shift
    const key = String(raw.workshift_id);
    const shift = shifts.get(key);
    // Another worker's event cannot move this shift (verify-records reports it in that worker's chain).
    if (!shift || shift.user_id !== event.user_id) {
      orphans.push(event.id);
      continue;
    }
    shifts.set(key, applyClockEvent(shift, event));
  }
  return { shifts, orphans };
}
