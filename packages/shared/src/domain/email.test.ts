import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailSchema, normalizeEmail } from './email';

const messageOf = (value: unknown) => {
  const result = emailSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('email', () => {
  it('normalises to trimmed lower case', () => {
    expect(normalizeEmail('  Empresa@Jornada.TEST ')).toBe('empresa@jornada.test');
    expect(normalizeEmail('ya@normal.es')).toBe('ya@normal.es');
  });

  it('validates with SPEC’s messages', () => {
    expect(messageOf('')).toBe('El email es requerido');
    expect(messageOf('   ')).toBe('El email es requerido');
    expect(messageOf(undefined)).toBe('El email es requerido');
    expect(messageOf('no-es-email')).toBe('Correo electrónico inválido');
    expect(messageOf('a@b')).toBe('Correo electrónico inválido');
  });

  it('trims before validating and keeps the 254-character limit', () => {
    expect(emailSchema.parse('  ana@empresa.es  ')).toBe('ana@empresa.es');
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 1 - 4)}.com`;
    expect(`${local}@${domain}`).toHaveLength(EMAIL_MAX_LENGTH);
    expect(messageOf(`${local}@x${domain}`)).toBe('El email no puede superar 254 caracteres');
  });
});
