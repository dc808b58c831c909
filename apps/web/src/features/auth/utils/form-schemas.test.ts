import { TAX_ID_MESSAGES } from '@jornada/shared/domain/tax-id';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, newPasswordFormSchema, registerFormSchema } from './form-schemas';

describe('password confirmation', () => {
  it("rejects different passwords with 'Las contraseñas no coinciden' on the confirmation field", () => {
    const result = newPasswordFormSchema.safeParse({ password: 'Jornada-2025!', confirm_password: 'Jornada-2024!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: 'Las contraseñas no coinciden' }),
    ]);
  });

  it('accepts matching passwords that follow the policy', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: 'Jornada-2025!', confirm_password: 'Jornada-2025!' }).success,
    ).toBe(true);
  });

  it('applies the same check to the change-password form', () => {
    const result = changePasswordFormSchema.safeParse({
      current_password: 'antigua',
      new_password: 'Jornada-2025!',
      confirm_password: 'otra-cosa',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirm_password'],
      message: 'Las contraseñas no coinciden',
    });
  });
});

describe('registerFormSchema', () => {
  it('requires accepting the terms', () => {
    const result = registerFormSchema.safeParse({
      company_name: 'Talleres Norte',
      cif: 'b12345674',
      name: 'Ana',
      email: 'ana@talleres.es',
      password: 'Jornada-2025!',
      accept_terms: false,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['accept_terms']);
  });

  it("refuses a CIF whose control character is wrong, with the company settings' message", () => {
    const values = {
      company_name: 'Talleres Norte',
      name: 'Ana',
      email: 'ana@talleres.es',
      password: 'Jornada-2025!',
      accept_terms: true,
    };
    const wrong = registerFormSchema.safeParse({ ...values, cif: 'B12345678' });
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['cif'], message: TAX_ID_MESSAGES.control })]);
    expect(registerFormSchema.safeParse({ ...values, cif: 'b-1234567-4' }).data?.cif).toBe('B12345674');
  });
});
