import { describe, expect, it } from 'vitest';
import { companyCreateDefaults, companyCreateFormSchema } from './company-create-values';

const filled = {
  ...companyCreateDefaults,
  name: 'Ferretería Sol S.L.',
  cif: 'b12345674',
  plan_id: '3',
  admin: { name: 'Rosa Gil', email: 'rosa@ferreteria.es' },
};

describe('the create company form', () => {
  it('sends numbers for the selects, no gestoría for Sin gestoría, and 14 trial days', () => {
    expect(companyCreateFormSchema.parse(filled)).toEqual({
      name: 'Ferretería Sol S.L.',
      cif: 'B12345674',
      plan_id: 3,
      admin: { name: 'Rosa Gil', email: 'rosa@ferreteria.es' },
      gestoria_id: null,
      trial_days: 14,
    });
    expect(companyCreateFormSchema.parse({ ...filled, gestoria_id: '1' }).gestoria_id).toBe(1);
  });

  it('asks for a plan when none is chosen', () => {
    const result = companyCreateFormSchema.safeParse({ ...filled, plan_id: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['plan_id', 'Elige un plan'],
    ]);
  });

  it('refuses trial days out of range, with the server’s message', () => {
    const result = companyCreateFormSchema.safeParse({ ...filled, trial_days: '400' });
    expect(result.error?.issues[0]?.message).toBe('Los días de prueba deben ser un número entero entre 1 y 365');
  });
});
