import { type AdminStats, TRIALS_ENDING_SOON_DAYS } from '@jornada/shared/api/admin';
import type { CompanyState } from '@jornada/shared/domain/subscription';
import { companyStateTones, type StatusTone } from '../../../lib/status-tones';

export interface StatsTile {
  id: string;
  label: string;
  value: number;
  hint: string;
  /** Where the number is dealt with; none for a number that is only read. */
  to?: string;
  tone: StatusTone;
}

/** Counts of companies: the plural of the state's word. */
const stateLabels: Record<CompanyState, string> = {
  trial: 'En prueba',
  active: 'Activas',
  expired: 'Caducadas',
  suspended: 'Suspendidas',
};

const stateHints: Record<CompanyState, string> = {
  trial: 'Probando Jornada',
  active: 'Con suscripción en vigor',
  expired: 'Sin acceso para su plantilla',
  suspended: 'Suspendidas por la plataforma',
};

/** The companies by state, each a link to the list filtered by it; the total to the whole list. */
export function companyStateTiles(stats: AdminStats): StatsTile[] {
  const states: CompanyState[] = ['trial', 'active', 'expired', 'suspended'];
  return [
    {
      id: 'total',
      label: 'Total',
      value: stats.companies.total,
      hint: 'Todas las empresas',
      to: '/companies',
      tone: 'neutral',
    },
    ...states.map((state) => ({
      id: state,
      label: stateLabels[state],
      value: stats.companies[state],
      hint: stateHints[state],
      to: `/companies?state=${state}`,
      // A state draws the eye only when there is something in it.
      tone: stats.companies[state] > 0 ? companyStateTones[state] : ('neutral' as const),
    })),
  ];
}

/** The platform's day: trials about to end, people using it, clock events, requests waiting. */
export function activityTiles(stats: AdminStats): StatsTile[] {
  return [
    {
      id: 'trials-ending',
      label: `Pruebas que acaban en ${TRIALS_ENDING_SOON_DAYS} días`,
      value: stats.trials_ending_in_7_days,
      hint: 'Empresas a las que conviene llamar',
      to: `/companies?trial_ends_within_days=${TRIALS_ENDING_SOON_DAYS}`,
      tone: stats.trials_ending_in_7_days > 0 ? 'warning' : 'neutral',
    },
    {
      id: 'active-users',
      label: 'Usuarios activos',
      value: stats.active_users,
      hint: 'Cuentas de todas las empresas',
      tone: 'neutral',
    },
    {
      id: 'clock-events',
      label: 'Fichajes de hoy',
      value: stats.clock_events_today,
      hint: 'En todas las empresas',
      tone: 'neutral',
    },
    {
      id: 'contact-requests',
      label: 'Solicitudes abiertas',
      value: stats.open_contact_requests,
      hint: 'Contacto y planes a medida sin atender',
      to: '/contact-requests?status=open',
      tone: stats.open_contact_requests > 0 ? 'warning' : 'neutral',
    },
  ];
}
