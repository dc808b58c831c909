import type { ClientCompany } from '@jornada/shared/api/gestoria';
import { describe, expect, it } from 'vitest';
import { clientIndicators } from './client-indicators';

const company: ClientCompany = {
  id: 1,
  name: 'Panadería Ejemplo S.L.',
  schema_name: 'panaderia_ejemplo',
  plan: { id: 4, name: 'Premium', type: 'premium' },
  state: 'active',
  employees: 6,
  active_today: 3,
  open_shifts: 1,
  pending_petitions: 2,
  alerts: 4,
};

describe('client indicators', () => {
  it('labels each count in Spanish, in the card’s order', () => {
    expect(clientIndicators(company).map(({ label, value }) => [label, value])).toEqual([
      ['Empleados', 6],
      ['Activos hoy', 3],
      ['Jornadas abiertas', 1],
      ['Peticiones pendientes', 2],
      ['Alertas del mes', 4],
    ]);
  });

  it('warns about the month’s alerts only when there are some', () => {
    const tones = (alerts: number) => clientIndicators({ ...company, alerts }).map(({ key, tone }) => `${key}:${tone}`);
    expect(tones(4)).toContain('alerts:warning');
    expect(tones(0)).toContain('alerts:neutral');
    expect(tones(4).filter((t) => t.endsWith('warning'))).toHaveLength(1);
  });
});
