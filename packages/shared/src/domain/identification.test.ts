import { describe, expect, it } from 'vitest';
import {
  checkIdentification,
  controlLetterOf,
  IDENTIFICATION_MESSAGES,
  identificationSchema,
  normalizeIdentification,
} from './identification';

const messageOf = (value: unknown) => {
  const result = identificationSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('identification (DNI, NIE, passport)', () => {
  it('computes the control letter as the number modulo 23 in TRWAGMYFPDXBNJZSQVHLCKE', () => {
    expect(controlLetterOf('00000000')).toBe('T');
    expect(controlLetterOf('00000022')).toBe('E');
    expect(controlLetterOf('00000023')).toBe('T');
    expect(controlLetterOf('12345678')).toBe('Z');
    expect(controlLetterOf('99999999')).toBe('R');
  });

  it.each([
    ['12345678Z', 'dni', '12345678Z'],
    ['00000000T', 'dni', '00000000T'],
    ['12345678z', 'dni', '12345678Z'],
    [' 1234 5678 z ', 'dni', '12345678Z'],
    ['X1234567L', 'nie', 'X1234567L'],
    ['Y1234567X', 'nie', 'Y1234567X'],
    ['Z1234567R', 'nie', 'Z1234567R'],
    ['x 1234567 l', 'nie', 'X1234567L'],
    ['A12345678', 'passport', 'A12345678'],
    ['p 12345678', 'passport', 'P12345678'],
  ])('%s is a valid %s, stored as %s', (input, kind, stored) => {
    expect(checkIdentification(input)).toEqual({ isValid: true, kind, value: stored });
    expect(identificationSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['12345678A'],
    ['12345678T'],
    ['X1234567A'],
    ['Y1234567L'], // X1234567's letter on a Y: the prefix counts (X=0, Y=1, Z=2)
    ['Z1234567X'],
  ])('%s has the wrong control letter', (input) => {
    expect(messageOf(input)).toBe('La letra del DNI/NIE no es correcta');
  });

  it.each([
    ['1234567Z'], // 7 digits
    ['123456789Z'], // 9 digits
    ['12345678'], // no letter
    ['A1234567L'], // NIE prefix must be X, Y or Z
    ['AB1234567'], // passport: one letter and 8 digits
    ['A1234567'],
    ['12345678-Z'], // only whitespace is removed
    ['ÑA2345678'],
  ])('%s has the wrong shape', (input) => {
    expect(messageOf(input)).toBe(IDENTIFICATION_MESSAGES.shape);
  });

  it('is required and at most 20 characters as typed', () => {
    expect(messageOf('')).toBe('La identificación es requerida');
    expect(messageOf('   ')).toBe('La identificación es requerida');
    expect(messageOf(undefined)).toBe('La identificación es requerida');
    // The limit applies to what was typed (trimmed): 20 characters pass, 21 do not, spaces included.
    const twenty = '1 2 3 4 5 6 7 8    Z';
    expect(twenty).toHaveLength(20);
    expect(identificationSchema.parse(twenty)).toBe('12345678Z');
    const twentyOne = '1 2 3 4 5 6 7 8     Z';
    expect(twentyOne).toHaveLength(21);
    expect(messageOf(twentyOne)).toBe('La identificación no puede superar 20 caracteres');
    expect(messageOf(`  ${twenty}  `)).toBeUndefined();
  });

  it('normalises by removing whitespace and upper-casing', () => {
    expect(normalizeIdentification(' x\t1234567 l ')).toBe('X1234567L');
  });
});
