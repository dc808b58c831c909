import { type ActivityLogEntry, activityActionLabels } from '@jornada/shared/api/logs';
import { spanishMonth } from '@jornada/shared/domain/calendar';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { summarizeCompanyAction } from '../../../lib/platform-log-wording';
import {
  compact,
  describeChanges,
  formatValue,
  isRecord,
  type LogNames,
  labelOf,
  num,
  text,
  weekdays,
} from './log-values';
import { summarizeApiKey } from './summarize-api-key';
import { summarizeClock } from './summarize-clock';
import { summarizeEmployee } from './summarize-employee';
import { summarizeGestoria } from './summarize-gestoria';
import { summarizeInspector } from './summarize-inspector';
import { summarizeCalendar, summarizePetition } from './summarize-petition';
import { platformActions, summarizePlatform } from './summarize-platform';
import { summarizePos } from './summarize-pos';
import { summarizeWebhook } from './summarize-webhook';
import { summarizeWorkCentre } from './summarize-work-centre';

export { type LogNames, NO_NAMES } from './log-values';

/** 'dd/MM/yyyy HH:mm:ss' in Europe/Madrid; '—' for an unreadable instant. */
export function formatLogDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${madridDate(date).split('-').reverse().join('/')} ${madridTime(date)}`;
}

function shiftSummary(d: Record<string, unknown>): string[] {
  const start = text(d.startTime);
  const end = text(d.endTime);
  return compact([
    text(d.name),
    start && end && `${start}–${end}${end < start ? ' (termina al día siguiente)' : ''}`,
    weekdays(d.weekdays),
  ]);
}

/**
 * An action this version does not know (a newer server): the fields it can name, and one Spanish
 * line for the rest, so no internal key is ever shown.
 */
function genericSummary(d: Record<string, unknown>, names: LogNames): string[] {
  const known: string[] = [];
  let hasOthers = false;
  for (const [field, value] of Object.entries(d)) {
    if (value === null || value === undefined || value === '') continue;
    const label = labelOf(field);
    if (field === 'changes' && isRecord(value)) known.push(...describeChanges(value, names));
    else if (label && !isRecord(value)) known.push(`${label}: ${formatValue(field, value, names)}`);
    else hasOthers = true;
  }
  return hasOthers ? [...known, 'Otros datos registrados'] : known;
}

function partsOf(entry: LogEntryFields, names: LogNames): string[] {
  const d = isRecord(entry.details) ? entry.details : {};
  const { action } = entry;
  if (!(action in activityActionLabels)) return genericSummary(d, names);
  if (action.startsWith('workshift.')) return summarizeClock(action, d, names);
  if (action.startsWith('employee.')) return summarizeEmployee(action, d, entry.entityId, names);
  if (action.startsWith('petition.')) return summarizePetition(action, d, names);
  if (action.startsWith('inspector')) return summarizeInspector(action, d);
  if (platformActions.has(action)) return summarizePlatform(action, d, names);
  if (action.startsWith('gestoria.')) return summarizeGestoria(action, d, entry.entity, names);
  if (action.startsWith('pos') || action.startsWith('kiosk_pin.')) return summarizePos(action, d, names);
  if (action.startsWith('work_centre.')) return summarizeWorkCentre(action, d, names);
  if (action.startsWith('api_key.')) return summarizeApiKey(action, d, entry.entity, names);
  if (action.startsWith('webhook.')) return summarizeWebhook(action, d);
  if (action.startsWith('holiday.') || action.startsWith('vacation_allowance.')) {
    return summarizeCalendar(action, d, entry.entity, entry.entityId, names);
  }
  switch (action) {
    case 'session.login':
    case 'session.logout':
    case 'session.ended':
    case 'user.activated':
    case 'user.password_changed':
    case 'user.password_reset':
    case 'user.mfa_enabled':
    case 'user.mfa_disabled':
    case 'user.mfa_recovery_code_used':
    case 'session.mfa_failed':
    case 'session.mfa_locked':
    case 'company.demo_seeded':
      return [];
    case 'company.registered':
      return summarizeCompanyAction(action, d);
    case 'company.updated':
    case 'company_config.updated':
    case 'profile.updated':
      return describeChanges(d.changes, names);
    case 'shift.created':
      return shiftSummary(d);
    case 'shift.deleted': {
      const unassigned = num(d.unassigned_deactivated_employees);
      return compact([
        ...shiftSummary(d),
        unassigned !== undefined &&
          unassigned > 0 &&
          `${unassigned} ${unassigned === 1 ? 'antiguo empleado' : 'antiguos empleados'} sin turno`,
      ]);
    }
    case 'shift.updated':
      return compact([text(d.name), ...describeChanges(d.changes, names)]);
    case 'contact_request.handled':
    case 'contact_request.reopened':
      return compact([
        entry.entityId && `Solicitud n.º ${entry.entityId}`,
        d.kind === 'custom_plan' ? 'Plan a medida' : d.kind === 'contact' ? 'Contacto' : undefined,
      ]);
    case 'monthly_summary.acknowledged': {
      const month = text(d.month);
      return compact([month && /^\d{4}-\d{2}$/.test(month) && `Resumen de ${spanishMonth(month)}`]);
    }
    default:
      return [];
  }
}

type LogEntryFields = Pick<ActivityLogEntry, 'action' | 'entity' | 'entityId' | 'details'>;

/**
 * The entry's details in one readable Spanish line, people and shifts by name (the server names the
 * page's ids): changes as 'campo: antes → después', whom an action was about, a clock action's
 * origin and place. '—' when there is nothing to add to the action's label.
 */
export function summarizeDetails(entry: LogEntryFields, names: LogNames): string {
  return partsOf(entry, names).join(' · ') || '—';
}

/** 'Página X de Y' needs at least one page, even with no rows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
