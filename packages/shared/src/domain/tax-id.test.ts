import { describe, expect, it } from 'vitest';
import {
  cifControlDigit,
  companyTaxIdSchema,
  isValidCompanyTaxId,
  normalizeTaxId,
  TAX_ID_MESSAGES,
  taxIdProblem,
} from './tax-id';

describe('company tax id (CIF/NIF/NIE)', () => {
  it.each(['B12345674', 'A58818501', 'Q2826000H', '12345678Z', 'X1234567L', 'Y7654321G'])('%s is valid', (id) => {
    expect(isValidCompanyTaxId(id)).toBe(true);
  });

  it.each(['', 'B1234567', 'B123456789', 'I12345674', '1234567Z', 'W1234567', 'X12345678', 'B1234567K', 'ABC'])(
    '%s is not',
    (id) => {
      expect(isValidCompanyTaxId(id)).toBe(false);
    },
  );

  it.each([
    ['B12345678', 'a CIF whose control digit is wrong'],
    ['B1234567D', 'a B (limited company) CIF ending in the right letter: it takes a digit'],
    ['Q28260008', 'a Q (public body) CIF ending in the right digit: it takes a letter'],
    ['12345678A', 'a DNI with the wrong letter'],
    ['X1234567T', 'a NIE with the wrong letter'],
  ])('%s is refused for its control character (%s)', (id) => {
    expect(taxIdProblem(id)).toBe(TAX_ID_MESSAGES.control);
  });

  it('takes either form of the control where the organisation allows both (C, D, F, G, J, U, V)', () => {
    expect(cifControlDigit('1234567')).toBe(4);
    expect(isValidCompanyTaxId('G12345674')).toBe(true);
    expect(isValidCompanyTaxId('G1234567D')).toBe(true);
    expect(isValidCompanyTaxId('G12345675')).toBe(false);
  });

  it('normalises case, spaces, dots and dashes', () => {
    expect(normalizeTaxId(' b-12.345.674 ')).toBe('B12345674');
    expect(companyTaxIdSchema.parse('x 1234567 l')).toBe('X1234567L');
  });

  it('answers with Spanish messages', () => {
    const messageOf = (value: unknown) => {
      const result = companyTaxIdSchema.safeParse(value);
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    expect(messageOf('')).toBe(TAX_ID_MESSAGES.required);
    expect(messageOf(undefined)).toBe(TAX_ID_MESSAGES.required);
    expect(messageOf('B1')).toBe(TAX_ID_MESSAGES.invalid);
    expect(messageOf('b-1234567-8')).toBe(TAX_ID_MESSAGES.control);
  });
});
