import type { ClientCompany } from '@jornada/shared/api/gestoria';
import type { StatusTone } from '../../../lib/status-tones';

export interface ClientIndicator {
  key: 'employees' | 'active_today' | 'open_shifts' | 'pending_petitions' | 'alerts';
  label: string;
  value: number;
  /** 'warning' draws the eye to what needs the advisor's attention. */
  tone: Extract<StatusTone, 'neutral' | 'warning'>;
}

const labels: Record<ClientIndicator['key'], string> = {
  employees: 'Empleados',
  active_today: 'Activos hoy',
  open_shifts: 'Jornadas abiertas',
  pending_petitions: 'Peticiones pendientes',
  alerts: 'Alertas del mes',
};

/** A client's card: its counts in a fixed order, the month's compliance alerts in a warning tone when there are any. */
export function clientIndicators(company: ClientCompany): ClientIndicator[] {
  return (Object.keys(labels) as ClientIndicator['key'][]).map((key) => ({
    key,
    label: labels[key],
    value: company[key],
    tone: key === 'alerts' && company.alerts > 0 ? 'warning' : 'neutral',
  }));
}
