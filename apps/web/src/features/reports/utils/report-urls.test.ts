import { describe, expect, it } from 'vitest';
import { bundleUrl, registerUrl } from './report-urls';

const march = { from: '2026-03-01', to: '2026-03-31' };

describe('report URLs', () => {
  it('asks the register for the period, the employee when one is chosen, and the format', () => {
    expect(registerUrl(march, null, 'xlsx')).toBe('/api/reports/register?from=2026-03-01&to=2026-03-31&format=xlsx');
    expect(registerUrl(march, 12, 'pdf')).toBe(
      '/api/reports/register?from=2026-03-01&to=2026-03-31&employee_id=12&format=pdf',
    );
  });

  it('asks for the bundle of a month', () => {
    expect(bundleUrl('2026-03')).toBe('/api/reports/register/bundle?month=2026-03');
  });

  it('adds the work centre when one is chosen', () => {
    expect(registerUrl(march, null, 'csv', 4)).toBe(
      '/api/reports/register?from=2026-03-01&to=2026-03-31&centre_id=4&format=csv',
    );
    expect(bundleUrl('2026-03', 4)).toBe('/api/reports/register/bundle?month=2026-03&centre_id=4');
  });
});
