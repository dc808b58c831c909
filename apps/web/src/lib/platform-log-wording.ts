import { madridDate } from '@jornada/shared/domain/madrid-time';
import { compact, isRecord, text } from './detail-values';

/**
 * The platform admin's changes to a company in Spanish: the company's own activity log and the
 * company's history in the platform's console word them alike, so they live here, where both
 * features may import them.
 */

/** The plans by type, named as the plans list names them (GET /api/public/subscriptions). */
export const planLabels: Record<string, string> = {
  free: 'Gratis',
  autonomo: 'Autónomo',
  professional: 'Profesional',
  premium: 'Premium',
  enterprise: 'Empresa',
};

const platformReads: Record<string, string> = {
  companies: 'Lista de empresas',
  company: 'Ficha de la empresa',
  'company.employees': 'Empleados de la empresa',
  'company.history': 'Historial de la empresa',
  gestorias: 'Lista de gestorías',
  gestoria: 'Ficha de la gestoría',
};

/** What the server writes to a company's log when the platform (or a sign-up) changes it. */
export const platformActions: ReadonlySet<string> = new Set([
  'company.created',
  'company.renamed',
  'company.plan_changed',
  'company.trial_changed',
  'company.suspended',
  'company.reactivated',
  'company.subscription_activated',
  'company.gestoria_linked',
  'company.gestoria_unlinked',
  'gestoria.created',
  'gestoria.updated',
  'platform.read',
  'platform.backup',
  'user.invitation_failed',
]);

/**
 * The last day of a trial ('yyyy-MM-dd', Madrid) from the instant it ends. A trial set to a day ends
 * at the next Madrid midnight, which is the following day's date: the last day is the one before
 * that instant. null for none or an unreadable one.
 */
export function trialLastDay(endsAt: unknown): string | null {
  const iso = text(endsAt);
  if (!iso) return null;
  const end = new Date(iso).getTime();
  return Number.isNaN(end) ? null : madridDate(new Date(end - 1));
}

const trialDayText = (endsAt: unknown) => trialLastDay(endsAt)?.split('-').reverse().join('/');

const planOf = (value: unknown) => {
  const type = isRecord(value) ? text(value.type) : text(value);
  return type ? (planLabels[type] ?? type) : undefined;
};

/** How a company stood before the platform activated its subscription. */
function subscriptionBefore(d: Record<string, unknown>): string | undefined {
  const trialEnd = trialDayText(d.trial_ends_at);
  const subscriptionEnd = trialDayText(d.subscription_ends_at);
  if (d.from === 'trial') return trialEnd ? `Antes: en prueba hasta el ${trialEnd}` : 'Antes: en prueba';
  if (d.from !== 'expired') return undefined;
  if (subscriptionEnd) return `Antes: suscripción terminada el ${subscriptionEnd}`;
  return trialEnd ? `Antes: prueba terminada el ${trialEnd}` : 'Antes: caducada';
}

/** Names the page knows for the ids the details carry (the console knows the gestorías). */
export interface PlatformLogNames {
  gestorias?: Readonly<Record<string, string>>;
}

function gestoriaOf(id: unknown, names: PlatformLogNames): string | undefined {
  const key = typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
  const name = key ? names.gestorias?.[key] : undefined;
  return name && `Gestoría: ${name}`;
}

/**
 * The details of a change to a company, as short Spanish parts ('Plan: Gratis → Premium'); none
 * when the action's label says it all (a suspension, its lifting) or for an action not listed here.
 */
export function summarizeCompanyAction(
  action: string,
  d: Record<string, unknown>,
  names: PlatformLogNames = {},
): string[] {
  switch (action) {
    case 'company.registered':
      return compact([
        planOf(d.plan) && `Plan: ${planOf(d.plan)}`,
        text(d.schema_name) && `Identificador: ${text(d.schema_name)}`,
      ]);
    case 'company.created':
      return compact([
        planOf(d.plan) && `Plan: ${planOf(d.plan)}`,
        trialDayText(d.trial_ends_at) && `Prueba hasta el ${trialDayText(d.trial_ends_at)}`,
        text(d.admin_email) && `Administrador: ${text(d.admin_email)}`,
      ]);
    case 'company.renamed':
      return compact([text(d.from) && text(d.to) && `«${text(d.from)}» → «${text(d.to)}»`]);
    case 'company.plan_changed':
      return compact([planOf(d.from) && planOf(d.to) && `Plan: ${planOf(d.from)} → ${planOf(d.to)}`]);
    case 'company.trial_changed':
      return compact([trialDayText(d.to) && `Prueba hasta: ${trialDayText(d.from) ?? '—'} → ${trialDayText(d.to)}`]);
    case 'company.subscription_activated':
      return compact([subscriptionBefore(d)]);
    case 'company.gestoria_linked':
    case 'company.gestoria_unlinked':
      return compact([gestoriaOf(d.gestoria_id, names)]);
    case 'platform.read':
      return compact([platformReads[text(d.resource) ?? '']]);
    case 'platform.backup':
      return compact([
        text(d.file) && `Fichero: ${text(d.file)}`,
        typeof d.size === 'number' && `${(d.size / 1_048_576).toFixed(1).replace('.', ',')} MB`,
      ]);
    case 'user.invitation_failed':
      return d.access === 'temporary_password' ? ['Se le dio una contraseña temporal'] : [];
    default:
      return [];
  }
}
