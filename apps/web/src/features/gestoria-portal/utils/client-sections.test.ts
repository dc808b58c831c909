import { describe, expect, it } from 'vitest';
import { companyIdFromParam, sectionFromSearch, sectionSearch } from './client-sections';

describe('client page sections', () => {
  it('reads the section from ?tab=, the register by default', () => {
    expect(sectionFromSearch(new URLSearchParams('tab=nomina'))).toBe('nomina');
    expect(sectionFromSearch(new URLSearchParams('tab=otra'))).toBe('registro');
    expect(sectionFromSearch(new URLSearchParams(''))).toBe('registro');
  });

  it('keeps the register’s filters when moving between sections', () => {
    const params = new URLSearchParams('month=2026-10&employee=4');
    expect(sectionSearch(params, 'empleados')).toBe('?month=2026-10&employee=4&tab=empleados');
    expect(sectionSearch(new URLSearchParams('month=2026-10&tab=empleados'), 'registro')).toBe('?month=2026-10');
    expect(sectionSearch(new URLSearchParams('tab=nomina'), 'registro')).toBe('');
  });

  it('accepts only a positive id as the company', () => {
    expect(companyIdFromParam('12')).toBe(12);
    expect(companyIdFromParam('0')).toBeNull();
    expect(companyIdFromParam('abc')).toBeNull();
    expect(companyIdFromParam('1e3')).toBeNull();
    expect(companyIdFromParam(undefined)).toBeNull();
  });
});
