import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, PHONE_MESSAGES, phoneSchema } from './phone';

const messageOf = (value: unknown) => {
  const result = phoneSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('phone', () => {
  it.each([
    ['600000001', '+34600000001'],
    ['600 00 00 01', '+34600000001'],
    ['600-000-001', '+34600000001'],
    ['+34 600 000 001', '+34600000001'],
    ['34600000001', '+34600000001'],
    ['0034600000001', '+34600000001'],
    ['+351912345678', '+351912345678'],
    ['(91) 123.45.67', '+34911234567'],
  ])('%s → %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
    expect(phoneSchema.parse(input)).toBe(stored);
  });

  it('accepts 9 to 15 digits with an optional leading +, nothing else', () => {
    expect(isValidPhone('123456789')).toBe(true);
    expect(isValidPhone('+123456789012345')).toBe(true);
    expect(isValidPhone('12345678')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('6000000a1')).toBe(false);
    expect(isValidPhone('60000+0001')).toBe(false);
    expect(normalizePhone('12345678')).toBeNull();
  });

  it('answers with Spanish messages', () => {
    expect(messageOf('')).toBe(PHONE_MESSAGES.required);
    expect(messageOf(undefined)).toBe(PHONE_MESSAGES.required);
    expect(messageOf('12345')).toBe('El teléfono debe tener entre 9 y 15 dígitos y puede empezar por +');
    expect(messageOf('teléfono')).toBe(PHONE_MESSAGES.invalid);
  });
});
