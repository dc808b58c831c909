import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  employeeEmailSchema,
  FREE_EMAIL_PROVIDERS,
  isValidEmailDomain,
  normalizeEmail,
} from './email';

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

describe('employee email (SPEC §5)', () => {
  const createMessageOf = (value: unknown) => {
    const result = employeeEmailSchema('Email inválido').safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  const editMessageOf = (value: unknown) => {
    const result = employeeEmailSchema().safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it.each([
    'ana@empresa.es',
    'ana.garcia+nominas@empresa.com.es',
    'ANA@GMAIL.COM',
    "o'neil@correo-empresa.eu",
    '  ana@hotmail.com  ',
  ])('accepts %s', (email) => {
    expect(createMessageOf(email)).toBeUndefined();
    expect(editMessageOf(email)).toBeUndefined();
  });

  it('says which form it is: "Email inválido" when creating, "Correo electrónico inválido" when editing', () => {
    for (const email of ['no-es-email', 'ana@@empresa.es', 'ana empresa@x.es', '@empresa.es', 'ana.@empresa.es']) {
      expect(createMessageOf(email), email).toBe('Email inválido');
      expect(editMessageOf(email), email).toBe('Correo electrónico inválido');
    }
  });

  it('refuses a domain that is neither a known free provider nor dotted with a real top-level label', () => {
    for (const email of ['ana@empresa', 'ana@localhost', 'ana@empresa.e', 'ana@empresa.123']) {
      expect(createMessageOf(email), email).toBe('Dominio de email no válido');
      expect(editMessageOf(email), email).toBe('Dominio de email no válido');
    }
    for (const provider of FREE_EMAIL_PROVIDERS) expect(isValidEmailDomain(`x@${provider}`), provider).toBe(true);
  });

  it('is required and at most 254 characters', () => {
    expect(createMessageOf('')).toBe('El email es requerido');
    expect(editMessageOf(undefined)).toBe('El email es requerido');
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 1 - 4)}.com`;
    expect(createMessageOf(`${local}@${domain}`)).toBeUndefined();
    expect(createMessageOf(`${local}@x${domain}`)).toBe('El email no puede superar 254 caracteres');
  });
});
