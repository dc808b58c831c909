import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, formatPlanPrice, formatUserLimit, parsePlanId } from './format-plan';

describe('format-plan', () => {
  it('formats monthly prices in euros', () => {
    expect(formatMonthlyPrice(0).replace(/\s/g, ' ')).toBe('0,00 € / mes');
    expect(formatMonthlyPrice(2900).replace(/\s/g, ' ')).toBe('29,00 € / mes');
  });

  it('shows card prices without cents when they are whole euros', () => {
    expect(formatPlanPrice(0).replace(/\s/g, ' ')).toBe('0 €');
    expect(formatPlanPrice(19900).replace(/\s/g, ' ')).toBe('199 €');
    expect(formatPlanPrice(950).replace(/\s/g, ' ')).toBe('9,50 €');
  });

  it('shows 999999 users as unlimited', () => {
    expect(formatUserLimit(999999)).toBe('Usuarios ilimitados');
    expect(formatUserLimit(25)).toBe('Hasta 25 usuarios');
    expect(formatUserLimit(1)).toBe('Hasta 1 usuario');
  });

  it('accepts only positive integer plan ids', () => {
    expect(parsePlanId('3')).toBe(3);
    expect(parsePlanId(null)).toBeUndefined();
    expect(parsePlanId('0')).toBeUndefined();
    expect(parsePlanId('-1')).toBeUndefined();
    expect(parsePlanId('2abc')).toBeUndefined();
    expect(parsePlanId('1.5')).toBeUndefined();
  });
});
