import type { ActivityLogNames } from '@jornada/shared/api/logs';
import { regionName } from '@jornada/shared/domain/spain-regions';
import { roleLabels } from '@jornada/shared/roles';
import { isRecord } from '../../../lib/detail-values';

// Shared with the platform's company history (lib/platform-log-wording.ts).
export { compact, isRecord, spanishDay, text } from '../../../lib/detail-values';

/** The names the server resolved for the ids on the page (GET /api/logs → names). */
export type LogNames = ActivityLogNames;
export const NO_NAMES: LogNames = { users: {}, shifts: {}, centres: {} };

export const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const WEEKDAY_LETTERS: Record<number, string> = { 1: 'L', 2: 'M', 3: 'X', 4: 'J', 5: 'V', 6: 'S', 7: 'D' };
export const weekdays = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((day) => WEEKDAY_LETTERS[Number(day)])
        .filter(Boolean)
        .join(' ')
    : undefined;

/** A person the details name by id; 'Persona no disponible' when the server could not name them. */
export function personName(id: unknown, names: LogNames): string | undefined {
  const n = num(id);
  if (n === undefined) return undefined;
  return names.users[String(n)] ?? 'Persona no disponible';
}

/** People by id, 'A, B'; '—' for none. */
export function peopleNames(ids: unknown, names: LogNames): string {
  const list = (Array.isArray(ids) ? ids : [ids]).map((id) => personName(id, names)).filter(Boolean);
  return list.length === 0 ? '—' : list.join(', ');
}

/** A shift by id; a shift deleted since has no name left to show. */
export function shiftName(id: unknown, names: LogNames): string {
  const n = num(id);
  if (n === undefined) return 'sin turno';
  return names.shifts[String(n)] ?? 'un turno ya eliminado';
}

/** A work centre by id (the server names the page's centres; an older server names none). */
export function centreName(id: unknown, names: LogNames): string | undefined {
  const n = num(id);
  if (n === undefined) return undefined;
  return names.centres?.[String(n)] ?? 'un centro de trabajo';
}

/** Labels of every field a change can name (config, company, profile, employee, shift). */
const fieldLabels: Record<string, string> = {
  break_included: 'Pausas como tiempo trabajado',
  break_obligatory: 'Pausa obligatoria',
  break_time_min: 'Pausa mínima',
  break_time_max: 'Pausa máxima',
  max_breaks_per_day: 'Pausas por día',
  min_break_interval: 'Intervalo entre pausas',
  workday_hours: 'Jornada',
  forgotten_clockout_hours: 'Aviso de olvido de salida',
  vacation_days_per_year: 'Días de vacaciones al año',
  full_time_weekly_hours: 'Jornada completa semanal',
  allows_remote_work: 'Teletrabajo permitido',
  name: 'Nombre',
  cif: 'CIF/NIF',
  region: 'Comunidad autónoma',
  phone: 'Teléfono',
  email: 'Email',
  role: 'Rol',
  identification: 'Identificación',
  manager_id: 'Manager',
  shift_id: 'Turno',
  startTime: 'Entrada',
  endTime: 'Salida',
  weekdays: 'Días',
  centre_id: 'Centro de trabajo',
  address: 'Dirección',
  latitude: 'Latitud',
  longitude: 'Longitud',
  radius_meters: 'Radio',
  is_default: 'Centro principal',
};
/** After a no-break space, so '30 min' never wraps apart. */
const units: Record<string, string> = {
  break_time_min: '\u00a0min',
  break_time_max: '\u00a0min',
  min_break_interval: '\u00a0min',
  workday_hours: '\u00a0h',
  forgotten_clockout_hours: '\u00a0h',
  full_time_weekly_hours: '\u00a0h',
  radius_meters: '\u00a0m',
};

/**
 * A shift's or contract's work mode. Written out here rather than imported from the shared contract
 * module, so the activity log's chunk does not pull that module in (it would become one more shared
 * chunk named in the entry's preload map, which counts against the landing's budget).
 */
export function workModeLabel(value: unknown): string | undefined {
  return value === 'presencial' ? 'Presencial' : value === 'teletrabajo' ? 'Teletrabajo' : undefined;
}

/** The Spanish label of a field; undefined for one this version does not know. */
export const labelOf = (field: string): string | undefined => fieldLabels[field];

export function formatValue(field: string, value: unknown, names: LogNames): string {
  if (field === 'shift_id') return value === null || value === undefined ? 'sin turno' : shiftName(value, names);
  if (field === 'centre_id') return centreName(value, names) ?? '—';
  if ((field === 'latitude' || field === 'longitude') && typeof value === 'number') return String(value);
  if (field === 'vacation_days_per_year' && value === null) return 'los de la empresa';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (field === 'region' && typeof value === 'string') return regionName(value);
  if (field === 'role' && typeof value === 'string') return roleLabels[value as keyof typeof roleLabels] ?? value;
  if (field === 'weekdays') return weekdays(value) || '—';
  if (field === 'manager_id') return peopleNames(value, names);
  if (typeof value === 'number') return `${value.toLocaleString('es-ES')}${units[field] ?? ''}`;
  if (typeof value === 'string') return `${value}${units[field] ?? ''}`;
  return '—';
}

/** 'Campo: antes → después', or undefined for a field this version cannot name. */
export function describeChange(field: string, from: unknown, to: unknown, names: LogNames): string | undefined {
  const label = labelOf(field);
  return label && `${label}: ${formatValue(field, from, names)} → ${formatValue(field, to, names)}`;
}

/** 'Jornada: 8 h → 7,5 h' for each changed field; fields this version does not know, in one line. */
export function describeChanges(changes: unknown, names: LogNames): string[] {
  if (!isRecord(changes)) return [];
  const lines: string[] = [];
  let unknown = 0;
  for (const [field, change] of Object.entries(changes)) {
    const { from, to } = isRecord(change) ? change : { from: undefined, to: change };
    const line = describeChange(field, from, to, names);
    if (line) lines.push(line);
    else unknown += 1;
  }
  if (unknown > 0) lines.push(unknown === 1 ? 'Otro dato modificado' : `Otros ${unknown} datos modificados`);
  return lines;
}
