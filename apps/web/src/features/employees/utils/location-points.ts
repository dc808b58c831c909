import { spanishDate } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { normalizeFecha } from '@jornada/shared/domain/worked-time';

/**
 * What the location map needs from a shift (SPEC §3 Workshift), read loosely: json_security may be
 * an object or a JSON string, coordinates may be numbers or numeric strings. Our server also sends
 * every location of the shift in `locations` (locationHistory keeps only the last of each action,
 * so a second pause would be lost); when present it is preferred.
 */
export interface LocatedShift {
  id?: number;
  fecha: unknown;
  hora_inicio?: string | null;
  hora_fin?: string | null;
  json_security?: unknown;
  locations?: unknown;
}

/** SPEC §2.6 legend and §9 marker colours; anything else is purple. */
export const locationActionStyles: Record<string, { label: string; color: string }> = {
  start: { label: 'Inicio jornada', color: '#16a34a' },
  pause: { label: 'Inicio pausa', color: '#ea580c' },
  resume: { label: 'Fin pausa', color: '#2563eb' },
  end: { label: 'Fin jornada', color: '#dc2626' },
};
export const OTHER_ACTION_COLOR = '#9333ea';
const otherLabels: Record<string, string> = { incident: 'Incidencia' };

export function actionStyle(action: string): { label: string; color: string } {
  return locationActionStyles[action] ?? { label: otherLabels[action] ?? action, color: OTHER_ACTION_COLOR };
}

export interface LocationPoint {
  /** Unique within a day: the shift and the entry's position in it. */
  key: string;
  action: string;
  label: string;
  color: string;
  latitude: number;
  longitude: number;
  /** Madrid HH:mm:ss of the action, '--:--:--' when its time is unknown. */
  time: string;
  /** dd/MM/yyyy (Madrid). */
  date: string;
  /** For ordering; null when the timestamp is unreadable. */
  instant: number | null;
}

export interface LocationDay {
  /** yyyy-MM-dd (Madrid). */
  date: string;
  /** dd/MM/yyyy, as the date selector shows it. */
  label: string;
}

export const UNKNOWN_TIME = '--:--:--';

/** A number, or a string that reads as one ('40.4168'); anything else (null, '', 'abc', NaN) is null. */
export function toCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** json_security's locationHistory (object or JSON string), or null when there is none. */
export function readLocationHistory(jsonSecurity: unknown): Record<string, unknown> | null {
  let security = jsonSecurity;
  if (typeof security === 'string') {
    try {
      security = JSON.parse(security);
    } catch {
      return null;
    }
  }
  if (!isRecord(security)) return null;
  let history = security.locationHistory;
  if (typeof history === 'string') {
    try {
      history = JSON.parse(history);
    } catch {
      return null;
    }
  }
  return isRecord(history) ? history : null;
}

export const formatDayLabel = spanishDate;

interface RawEntry {
  action: string;
  latitude: number;
  longitude: number;
  timestamp: unknown;
}

function entryOf(action: string, value: unknown): RawEntry | null {
  if (!isRecord(value)) return null;
  const latitude = toCoordinate(value.latitude);
  const longitude = toCoordinate(value.longitude);
  if (latitude === null || longitude === null) return null;
  return { action, latitude, longitude, timestamp: value.timestamp };
}

/** The shift's entries with numeric-like coordinates (SPEC §5), 0,0 still included. */
export function locationEntries(shift: LocatedShift): RawEntry[] {
  if (Array.isArray(shift.locations)) {
    const fromList = shift.locations
      .map((item) => (isRecord(item) && typeof item.action === 'string' ? entryOf(item.action, item) : null))
      .filter((entry): entry is RawEntry => entry !== null);
    if (fromList.length > 0) return fromList;
  }
  const history = readLocationHistory(shift.json_security);
  if (!history) return [];
  return Object.entries(history)
    .map(([action, value]) => entryOf(action, value))
    .filter((entry): entry is RawEntry => entry !== null);
}

/** SPEC §4.4: 0,0 is what the client sends when it has no position; it is not drawn. */
export function isUnknownPosition(point: { latitude: number; longitude: number }): boolean {
  return point.latitude === 0 && point.longitude === 0;
}

function instantOf(timestamp: unknown): number | null {
  if (typeof timestamp === 'number' && Number.isFinite(timestamp)) return timestamp;
  if (typeof timestamp !== 'string' || timestamp.trim() === '') return null;
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? null : ms;
}

/** The points of one shift that go on the map (0,0 skipped), in time order. */
export function shiftLocationPoints(shift: LocatedShift): LocationPoint[] {
  const day = normalizeFecha(shift.fecha);
  return locationEntries(shift)
    .map((entry, index) => ({ entry, key: `${shift.id ?? day ?? ''}-${index}` }))
    .filter(({ entry }) => !isUnknownPosition(entry))
    .map(({ entry, key }) => {
      const instant = instantOf(entry.timestamp);
      const { label, color } = actionStyle(entry.action);
      return {
        key,
        action: entry.action,
        label,
        color,
        latitude: entry.latitude,
        longitude: entry.longitude,
        time: instant === null ? UNKNOWN_TIME : madridTime(new Date(instant)),
        date: instant === null ? (day ? formatDayLabel(day) : '') : formatDayLabel(madridDate(new Date(instant))),
        instant,
      };
    })
    .sort(byInstant);
}

function byInstant(a: LocationPoint, b: LocationPoint): number {
  if (a.instant === null) return b.instant === null ? 0 : 1;
  if (b.instant === null) return -1;
  return a.instant - b.instant;
}

/**
 * SPEC §2.6/§5: the selectable days, newest first: only days with a shift whose location history
 * has an entry with numeric-like coordinates.
 */
export function locationDays(shifts: readonly LocatedShift[]): LocationDay[] {
  const days = new Set<string>();
  for (const shift of shifts) {
    const day = normalizeFecha(shift.fecha);
    if (day && locationEntries(shift).length > 0) days.add(day);
  }
  return [...days].sort((a, b) => b.localeCompare(a)).map((date) => ({ date, label: formatDayLabel(date) }));
}

/** Every map point of the shifts of one day (yyyy-MM-dd), in time order. */
export function dayLocationPoints(shifts: readonly LocatedShift[], date: string): LocationPoint[] {
  return shifts
    .filter((shift) => normalizeFecha(shift.fecha) === date)
    .flatMap(shiftLocationPoints)
    .sort(byInstant);
}

/** Popup text (SPEC §2.6): action, time, date dd/MM/yyyy and coordinates with 6 decimals. */
export function formatCoordinates(point: { latitude: number; longitude: number }, decimals: number): string {
  return `${point.latitude.toFixed(decimals)}, ${point.longitude.toFixed(decimals)}`;
}
