import type { Workshift, WorkshiftStatus } from '@jornada/shared/api/workshift';
import { normalizeFecha } from '@jornada/shared/domain/worked-time';
import { formatDayLabel, type LocatedShift, shiftLocationPoints } from './location-points';

export const NO_TIME = '--:--';

/** 'HH:mm' of an 'HH:mm:ss' (or 'HH:mm') time; '--:--' when there is none (SPEC §2.6). */
export function formatClock(time: string | null | undefined): string {
  const match = typeof time === 'string' ? /^(\d{2}):(\d{2})/.exec(time.trim()) : null;
  return match ? `${match[1]}:${match[2]}` : NO_TIME;
}

/** A row's shift status: 'not_started' when today has no shift, null when it could not be loaded. */
export type ListShiftStatus = WorkshiftStatus | 'not_started' | null;

/** SPEC §4.1 employee list: no shift today reads 'No iniciada'; only an unknown status reads '--'. */
export function listShiftStatus({ isLoaded, shift }: { isLoaded: boolean; shift: Workshift | null }): ListShiftStatus {
  if (!isLoaded) return null;
  return shift?.status ?? 'not_started';
}

export interface RecentShiftRow {
  key: string;
  /** The shift's id, for the correction form's link (null if the shape lacks one). */
  id: number | null;
  /** dd/MM/yyyy */
  date: string;
  start: string;
  end: string;
  /** Points the map would draw (0,0 skipped). */
  locationCount: number;
  /** One of its clock actions came from a device's offline queue. */
  isOffline: boolean;
}

interface DatedShift extends LocatedShift {
  started_at?: string | null;
  offline?: boolean;
}

function sortKey(shift: DatedShift): string {
  if (shift.started_at) return shift.started_at;
  return `${normalizeFecha(shift.fecha) ?? ''}T${shift.hora_inicio ?? ''}`;
}

/** SPEC §2.6 'Detalles del empleado': the `count` most recent shifts. */
export function recentShifts(shifts: readonly DatedShift[], count = 3): RecentShiftRow[] {
  return [...shifts]
    .sort((a, b) => {
      const day = (normalizeFecha(b.fecha) ?? '').localeCompare(normalizeFecha(a.fecha) ?? '');
      return day !== 0 ? day : sortKey(b).localeCompare(sortKey(a));
    })
    .slice(0, count)
    .map((shift, index) => {
      const day = normalizeFecha(shift.fecha);
      return {
        key: String(shift.id ?? index),
        id: typeof shift.id === 'number' ? shift.id : null,
        date: day ? formatDayLabel(day) : String(shift.fecha ?? ''),
        start: formatClock(shift.hora_inicio),
        end: formatClock(shift.hora_fin),
        locationCount: shiftLocationPoints(shift).length,
        isOffline: shift.offline === true,
      };
    });
}
