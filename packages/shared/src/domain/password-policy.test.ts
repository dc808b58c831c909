import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordSchema, PASSWORD_MAX_LENGTH } from './password-policy';

const messageOf = (value: unknown) => {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('new password policy', () => {
  it('accepts the demo password and other reasonable ones', () => {
    for (const password of ['Demo1234!', 'Tornillo#2024', 'una frase bastante larga']) {
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('asks for a password when empty', () => {
    expect(messageOf('')).toBe('La contraseña es requerida');
    expect(messageOf(undefined)).toBe('La contraseña es requerida');
  });

  it('refuses fewer than 8 characters', () => {
    expect(messageOf('Ab1!xyz')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(newPasswordSchema.safeParse('Ab1!xyzw').success).toBe(true);
  });

  it('refuses more than 128 characters', () => {
    expect(messageOf('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('La contraseña no puede superar 128 caracteres');
    expect(newPasswordSchema.safeParse('Zq9!'.repeat(32)).success).toBe(true);
  });

  it('refuses common passwords whatever their casing', () => {
    for (const password of ['password123', 'PASSWORD123', 'Password123', '12345678', 'Contraseña123']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(messageOf(password), password).toBe(
        'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
      );
    }
    expect(isCommonPassword('Demo1234!')).toBe(false);
  });
});
