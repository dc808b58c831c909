import { compact, describeChanges, isRecord, type LogNames, spanishDay, text } from './log-values';

/** The plans as the platform names them in a company's history. */
export const planLabels: Record<string, string> = {
  free: 'Gratuito',
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

const planOf = (value: unknown) => {
  const type = isRecord(value) ? text(value.type) : text(value);
  return type ? (planLabels[type] ?? type) : undefined;
};

/**
 * What the platform admin did to a company (issue 14 §1: its history, also in the company's own log),
 * a gestoría, or read through the console.
 */
export function summarizePlatform(action: string, d: Record<string, unknown>, names: LogNames): string[] {
  switch (action) {
    case 'company.created':
      return compact([planOf(d.plan) && `Plan: ${planOf(d.plan)}`]);
    case 'company.renamed':
      return compact([text(d.from) && text(d.to) && `«${text(d.from)}» → «${text(d.to)}»`]);
    case 'company.plan_changed':
      return compact([planOf(d.from) && planOf(d.to) && `Plan: ${planOf(d.from)} → ${planOf(d.to)}`]);
    case 'company.trial_changed':
      return compact([spanishDay(d.to) && `Prueba hasta: ${spanishDay(d.from) ?? '—'} → ${spanishDay(d.to)}`]);
    case 'gestoria.updated':
      return describeChanges(d.changes, names);
    case 'platform.read':
      return compact([platformReads[text(d.resource) ?? '']]);
    case 'user.invitation_failed':
      return d.access === 'temporary_password' ? ['Se le dio una contraseña temporal'] : [];
    default:
      // Suspension, its lifting, a gestoría linked or unlinked, a gestoría created: the label says it all.
      return [];
  }
}

export const platformActions: ReadonlySet<string> = new Set([
  'company.created',
  'company.renamed',
  'company.plan_changed',
  'company.trial_changed',
  'company.suspended',
  'company.reactivated',
  'company.gestoria_linked',
  'company.gestoria_unlinked',
  'gestoria.created',
  'gestoria.updated',
  'platform.read',
  'user.invitation_failed',
]);
