import type { CompanyDetails } from '@jornada/shared/api/company';
import { describe, expect, it } from 'vitest';
import { companyFacts } from './format-company';

const company: CompanyDetails = {
  id: 1,
  name: 'Panadería Ejemplo S.L.',
  cif: 'B12345674',
  schema_name: 'panaderia_ejemplo',
  region: 'ES-MD',
  plan: { id: 2, name: 'Profesional', type: 'professional', user_limit: 50, max_work_centres: 1, max_pos_terminals: 3 },
  subscription_status: 'trialing',
  trial_ends_at: '2025-08-07T21:59:59.000Z',
  subscription_ends_at: null,
  created_at: '2025-07-24T08:00:00.000Z',
};

describe('companyFacts', () => {
  it('lists schema, plan with its limit, status and the trial end', () => {
    expect(companyFacts(company)).toEqual([
      { label: 'Identificador (schema)', value: 'panaderia_ejemplo' },
      { label: 'Plan', value: 'Profesional · hasta 50 usuarios' },
      { label: 'Suscripción', value: 'Periodo de prueba' },
      { label: 'Fin del periodo de prueba', value: '07/08/2025' },
      { label: 'Alta en Jornada', value: '24/07/2025' },
    ]);
  });

  it('says unlimited for 999999 and leaves out a trial end an active plan does not have', () => {
    const facts = companyFacts({
      ...company,
      plan: { ...company.plan, user_limit: 999999 },
      subscription_status: 'active',
      trial_ends_at: null,
    });
    expect(facts.map((f) => f.value)).toContain('Profesional · usuarios ilimitados');
    expect(facts.map((f) => f.label)).not.toContain('Fin del periodo de prueba');
  });
});
