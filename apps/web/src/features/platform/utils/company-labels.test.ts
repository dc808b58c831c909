import { describe, expect, it } from 'vitest';
import { accountStatusLabel, accountStatusTone, companyEmployeeRoleLabels, planLimitWarning } from './company-labels';

describe('company people', () => {
  it('names the roles in Spanish', () => {
    expect(Object.values(companyEmployeeRoleLabels)).toEqual(['Administrador', 'Manager', 'Trabajador']);
  });

  it('tells an inactive account from one waiting for its activation', () => {
    expect(accountStatusLabel({ active: true, activated: true })).toBe('Activo');
    expect(accountStatusLabel({ active: true, activated: false })).toBe('Pendiente de activar');
    expect(accountStatusLabel({ active: false, activated: false })).toBe('Inactivo');
    expect(accountStatusLabel({ active: true })).toBe('Activo');
  });
});

describe('changing the plan', () => {
  it('warns only when the company has more people than the new plan allows', () => {
    expect(planLimitWarning(6, { name: 'Gratis', user_limit: 5 })).toBe(
      'La empresa tiene 6 usuarios activos, más de los 5 del plan Gratis: los conserva, pero no podrá dar de alta a nadie hasta bajar de ese número.',
    );
    expect(planLimitWarning(5, { name: 'Gratis', user_limit: 5 })).toBeNull();
    expect(planLimitWarning(6, undefined)).toBeNull();
  });

  it('colours an account by its state', () => {
    expect(accountStatusTone({ active: true, activated: false })).toBe('warning');
    expect(accountStatusTone({ active: false })).toBe('neutral');
  });
});
