import { describe, expect, it } from 'vitest';
import { gestoriaBundleUrl, payrollUrl } from './download-urls';

describe('gestoría download URLs', () => {
  it('asks for every client’s bundle of a month', () => {
    expect(gestoriaBundleUrl('2026-10')).toBe('/api/gestoria/bundle?month=2026-10');
  });

  it('asks for one client company’s payroll of a month in each format', () => {
    expect(payrollUrl(7, '2026-10', 'csv')).toBe('/api/reports/payroll?company_id=7&month=2026-10&format=csv');
    expect(payrollUrl(7, '2026-10', 'xlsx')).toBe('/api/reports/payroll?company_id=7&month=2026-10&format=xlsx');
  });
});
