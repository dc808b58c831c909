import type { ComplianceAlert } from '@jornada/shared/api/reports';
import { describe, expect, it } from 'vitest';
import { alertsInPeriod, countByEmployee, countByType, sortAlerts } from './alert-counts';

const alert = (over: Partial<ComplianceAlert>): ComplianceAlert => ({
  type: 'missing_day',
  employee_id: 1,
  employee_name: 'Lucía',
  date: '2026-03-02',
  detail: '',
  ...over,
});

const alerts = [
  alert({}),
  alert({ type: 'open_shift', date: '2026-03-20' }),
  alert({ employee_id: 2, employee_name: 'Javier', date: '2026-03-20' }),
  alert({ employee_id: 2, employee_name: 'Javier', date: '2026-03-31', type: 'rest_under_12h' }),
];

describe('alert counts', () => {
  it('keeps the alerts of the period only', () => {
    expect(alertsInPeriod(alerts, { from: '2026-03-10', to: '2026-03-20' })).toHaveLength(2);
  });

  it('counts per employee and per type, the most frequent type first', () => {
    expect([...countByEmployee(alerts)]).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(countByType(alerts)).toEqual([
      { type: 'missing_day', count: 2 },
      { type: 'open_shift', count: 1 },
      { type: 'rest_under_12h', count: 1 },
    ]);
  });

  it('sorts newest first, then by name', () => {
    expect(sortAlerts(alerts).map((a) => `${a.date} ${a.employee_name}`)).toEqual([
      '2026-03-31 Javier',
      '2026-03-20 Javier',
      '2026-03-20 Lucía',
      '2026-03-02 Lucía',
    ]);
  });
});
