import { describe, expect, it } from 'vitest';
import { can, grants, permissionNames, rolesWith, scopeOf } from './permissions';
import { roles } from './roles';

/** The table as it is meant to read, written out by hand: a change to grants must change this too. */
const expected = {
  'read:session': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'update:own-password': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'read:gestoria': { gestoria: 'own' },
  'update:employee-credentials': { company: 'any' },
  'read:company-config': { company: 'own', manager: 'own', worker: 'own' },
  'clock:workshift': { manager: 'own', worker: 'own' },
  'read:own-workshift': { manager: 'own', worker: 'own' },
  'read:employee-workshift': { company: 'any', manager: 'team' },
  'create:incident-report': { manager: 'own', worker: 'own' },
} as const;

describe('permissions', () => {
  it('names exactly the permissions of the table', () => {
    expect([...permissionNames].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(permissionNames)('%s: scope, can and rolesWith agree with the table', (permission) => {
    const granted: Partial<Record<string, string>> = expected[permission];
    for (const role of roles) {
      expect(scopeOf(role, permission), role).toBe(granted[role]);
      expect(can(role, permission), role).toBe(granted[role] !== undefined);
    }
    expect(rolesWith(permission)).toEqual(roles.filter((role) => granted[role] !== undefined));
  });

  it('grants nothing outside the known permission names', () => {
    for (const role of roles) {
      for (const permission of Object.keys(grants[role])) {
        expect(permissionNames as readonly string[], `${role}: ${permission}`).toContain(permission);
      }
    }
  });

  it('gives nothing to no role', () => {
    expect(can(undefined, 'read:session')).toBe(false);
    expect(can(null, 'read:session')).toBe(false);
  });

  it('keeps employee credentials to the company admin only', () => {
    expect(rolesWith('update:employee-credentials')).toEqual(['company']);
    expect(can('manager', 'update:employee-credentials')).toBe(false);
    expect(can('navegatel', 'update:employee-credentials')).toBe(false);
  });
});
