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

describe('report URLs of a gestoría’s client company', () => {
  it('names the company in the register, whatever the filters', () => {
    expect(registerUrl(march, null, 'pdf', null, 7)).toBe(
      '/api/reports/register?company_id=7&from=2026-03-01&to=2026-03-31&format=pdf',
    );
    expect(registerUrl(march, 12, 'csv', 4, 7)).toBe(
      '/api/reports/register?company_id=7&from=2026-03-01&to=2026-03-31&employee_id=12&centre_id=4&format=csv',
    );
  });

  it('names the company in the month’s bundle', () => {
    expect(bundleUrl('2026-03', null, 7)).toBe('/api/reports/register/bundle?company_id=7&month=2026-03');
  });
});
