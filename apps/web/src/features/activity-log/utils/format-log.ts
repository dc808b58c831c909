import type { ActivityLogEntry } from '@jornada/shared/api/logs';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { roleLabels } from '@jornada/shared/roles';

/** Who is who, to name people the details mention only by id (managers, whose record). */
export type PeopleById = ReadonlyMap<number, string>;

/** 'dd/MM/yyyy HH:mm:ss' in Europe/Madrid; '—' for an unreadable instant. */
export function formatLogDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${madridDate(date).split('-').reverse().join('/')} ${madridTime(date)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const WEEKDAY_LETTERS: Record<number, string> = { 1: 'L', 2: 'M', 3: 'X', 4: 'J', 5: 'V', 6: 'S', 7: 'D' };
const weekdays = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((day) => WEEKDAY_LETTERS[Number(day)])
        .filter(Boolean)
        .join(' ')
    : undefined;

const personName = (id: unknown, people: PeopleById) => {
  const n = num(id);
  if (n === undefined) return undefined;
  return people.get(n) ?? `usuario n.º ${n}`;
};

/** Labels and units of every field a change can name (config, company, profile, employee, shift). */
const fieldLabels: Record<string, string> = {
  break_included: 'Pausas como tiempo trabajado',
  break_obligatory: 'Pausa obligatoria',
  break_time_min: 'Pausa mínima',
  break_time_max: 'Pausa máxima',
  max_breaks_per_day: 'Pausas por día',
  min_break_interval: 'Intervalo entre pausas',
  workday_hours: 'Jornada',
  forgotten_clockout_hours: 'Aviso de olvido de salida',
  name: 'Nombre',
  cif: 'CIF/NIF',
  phone: 'Teléfono',
  email: 'Email',
  role: 'Rol',
  identification: 'Identificación',
  manager_id: 'Manager',
  shift_id: 'Turno',
  startTime: 'Entrada',
  endTime: 'Salida',
  weekdays: 'Días',
};
/** After a no-break space, so '30 min' never wraps apart. */
const units: Record<string, string> = {
  break_time_min: '\u00a0min',
  break_time_max: '\u00a0min',
  min_break_interval: '\u00a0min',
  workday_hours: '\u00a0h',
  forgotten_clockout_hours: '\u00a0h',
};

const originLabels: Record<string, string> = { web: 'Web', pos: 'Terminal POS', widget: 'Widget', api: 'API' };
const accessLabels: Record<string, string> = {
  invitation: 'invitación por email',
  temporary_password: 'contraseña temporal',
};

function formatValue(field: string, value: unknown, people: PeopleById): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (field === 'role' && typeof value === 'string') return roleLabels[value as keyof typeof roleLabels] ?? value;
  if (field === 'weekdays') return weekdays(value) || '—';
  if (field === 'manager_id') {
    const ids = Array.isArray(value) ? value : [value];
    return ids.length === 0 ? '—' : ids.map((id) => personName(id, people) ?? '—').join(', ');
  }
  if (field === 'shift_id') return `turno n.º ${String(value)}`;
  if (typeof value === 'number' || typeof value === 'string') {
    const n = typeof value === 'number' ? value : undefined;
    return `${n !== undefined ? n.toLocaleString('es-ES') : value}${units[field] ?? ''}`;
  }
  return JSON.stringify(value);
}

const labelOf = (field: string) => fieldLabels[field] ?? field.replaceAll('_', ' ');

/** 'Jornada: 8 h → 7,5 h' for each changed field. */
function describeChanges(changes: unknown, people: PeopleById): string[] {
  if (!isRecord(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const { from, to } = isRecord(change) ? change : { from: undefined, to: change };
    return `${labelOf(field)}: ${formatValue(field, from, people)} → ${formatValue(field, to, people)}`;
  });
}

function shiftSummary(d: Record<string, unknown>): string[] {
  const parts = [text(d.name)];
  const start = text(d.startTime);
  const end = text(d.endTime);
  if (start && end) parts.push(`${start}–${end}${end < start ? ' (termina al día siguiente)' : ''}`);
  parts.push(weekdays(d.weekdays));
  return parts.filter((part): part is string => Boolean(part));
}

function clockSummary(d: Record<string, unknown>, people: PeopleById): string[] {
  const parts: string[] = [];
  const forWhom = personName(d.user_id, people);
  if (forWhom) parts.push(`Registro de ${forWhom}`);
  const tipo = text(d.tipo);
  const titulo = text(d.titulo);
  if (tipo) parts.push(tipo);
  if (titulo) parts.push(`«${titulo}»`);
  const observaciones = text(d.observaciones);
  if (observaciones) parts.push(`Observaciones: ${observaciones}`);
  const origin = text(d.source);
  if (origin) parts.push(`Desde: ${originLabels[origin] ?? origin}`);
  const lat = num(d.latitude);
  const lon = num(d.longitude);
  if (lat !== undefined && lon !== undefined) parts.push(`Ubicación: ${lat.toFixed(4)}, ${lon.toFixed(4)}`);
  return parts;
}

/** Whatever is left, as 'clave: valor' (a newer server's action this version does not know). */
function genericSummary(d: Record<string, unknown>, people: PeopleById): string[] {
  return Object.entries(d)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([field, value]) =>
      isRecord(value) && field === 'changes'
        ? describeChanges(value, people).join(' · ')
        : `${labelOf(field)}: ${formatValue(field, value, people)}`,
    );
}

/**
 * The entry's details in one readable Spanish line: changes as 'campo: antes → después', the
 * person an employee action was about, a clock action's origin and place. '—' when there is nothing.
 */
export function summarizeDetails(entry: Pick<ActivityLogEntry, 'action' | 'entityId' | 'details'>, people: PeopleById) {
  const d = entry.details;
  const subject = entry.action.startsWith('employee.') ? personName(entry.entityId, people) : undefined;
  let parts: string[];
  switch (entry.action) {
    case 'session.login':
    case 'session.logout':
    case 'user.activated':
    case 'user.password_changed':
    case 'user.password_reset':
    case 'company.demo_seeded':
      parts = [];
      break;
    case 'company.registered':
      parts = [
        text(d.plan) && `Plan: ${text(d.plan)}`,
        text(d.schema_name) && `Identificador: ${text(d.schema_name)}`,
      ].filter((part): part is string => Boolean(part));
      break;
    case 'company.updated':
    case 'company_config.updated':
    case 'profile.updated':
      parts = describeChanges(d.changes, people);
      break;
    case 'employee.created': {
      const name = text(d.name);
      const email = text(d.email);
      parts = [
        name && email ? `${name} (${email})` : (name ?? email),
        text(d.role) && formatValue('role', d.role, people),
        d.manager_id != null ? `Manager: ${formatValue('manager_id', d.manager_id, people)}` : undefined,
        d.shift_id != null ? `Turno: ${formatValue('shift_id', d.shift_id, people).replace('turno ', '')}` : undefined,
        text(d.access) && `Acceso: ${accessLabels[text(d.access) ?? ''] ?? text(d.access)}`,
      ].filter((part): part is string => Boolean(part));
      return parts.join(' · ') || '—';
    }
    case 'employee.updated': {
      const field = text(d.field) ?? '';
      parts = [
        subject,
        `${labelOf(field)}: ${formatValue(field, d.from, people)} → ${formatValue(field, d.to, people)}`,
      ].filter((part): part is string => Boolean(part));
      break;
    }
    case 'employee.deactivated': {
      const name = text(d.name) ?? subject;
      parts = [
        name && text(d.email) ? `${name} (${text(d.email)})` : name,
        text(d.role) && formatValue('role', d.role, people),
      ].filter((part): part is string => Boolean(part));
      return parts.join(' · ') || '—';
    }
    case 'employee.reactivated': {
      const since = text(d.deactivated_at);
      parts = [text(d.name) ?? subject, since && `De baja desde ${formatLogDateTime(since).slice(0, 10)}`].filter(
        (part): part is string => Boolean(part),
      );
      return parts.join(' · ') || '—';
    }
    case 'employee.credentials_updated':
      parts = [
        subject,
        text(d.email_to) && `Email: ${text(d.email_from) ?? '—'} → ${text(d.email_to)}`,
        d.password === 'changed' ? 'Contraseña temporal asignada' : undefined,
      ].filter((part): part is string => Boolean(part));
      break;
    case 'employee.invitation_failed':
      parts = [subject, 'Se le asignó una contraseña temporal'].filter((part): part is string => Boolean(part));
      break;
    case 'employee.invitation_resent':
      parts = [
        subject,
        d.access === 'temporary_password'
          ? 'Se le asignó una contraseña temporal'
          : `Nuevo enlace a ${text(d.email) ?? '—'}`,
      ].filter((part): part is string => Boolean(part));
      break;
    case 'employee.manager_added':
    case 'employee.manager_removed':
      parts = [subject, `Manager: ${formatValue('manager_id', d.manager_id, people)}`].filter((part): part is string =>
        Boolean(part),
      );
      break;
    case 'employee.anonymised':
      parts = [
        num(d.retention_years) !== undefined ? `Tras ${num(d.retention_years)} años de conservación` : undefined,
      ].filter((part): part is string => Boolean(part));
      break;
    case 'shift.created':
      parts = shiftSummary(d);
      break;
    case 'shift.deleted': {
      parts = shiftSummary(d);
      const unassigned = num(d.unassigned_deactivated_employees);
      if (unassigned)
        parts.push(`${unassigned} ${unassigned === 1 ? 'antiguo empleado' : 'antiguos empleados'} sin turno`);
      break;
    }
    case 'shift.updated':
      parts = [text(d.name), ...describeChanges(d.changes, people)].filter((part): part is string => Boolean(part));
      break;
    default:
      parts = entry.action.startsWith('workshift.')
        ? clockSummary(d, people)
        : [subject, ...genericSummary(d, people)].filter((part): part is string => Boolean(part));
  }
  return parts.join(' · ') || '—';
}

/** 'Página X de Y' needs at least one page, even with no rows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
