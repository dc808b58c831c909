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
  'read:employee': { company: 'any', manager: 'team' },
  'create:employee': { company: 'any' },
  'update:employee': { company: 'any', manager: 'team' },
  'delete:employee': { company: 'any' },
  'reactivate:employee': { company: 'any' },
  'assign:manager': { company: 'any' },
  'read:manager': { company: 'any' },
  'read:shift': { company: 'any', manager: 'any', worker: 'any' },
  'manage:shift': { company: 'any' },
  'update:company-config': { company: 'own' },
  'read:company': { company: 'own' },
  'update:company': { company: 'own' },
  'read:own-profile': { company: 'own', manager: 'own', worker: 'own' },
  'update:own-profile': { company: 'own', manager: 'own', worker: 'own' },
  'read:activity-log': { company: 'any' },
  'create:petition': { company: 'any', manager: 'team', worker: 'own' },
  'read:petition': { company: 'any', manager: 'team', worker: 'own' },
  'decide:petition': { company: 'any', manager: 'team', worker: 'own' },
  'cancel:petition': { company: 'own', manager: 'own', worker: 'own' },
  'read:notification': { company: 'own', manager: 'own', worker: 'own' },
  'update:notification-preference': { company: 'own', manager: 'own', worker: 'own' },
  'read:holiday': { company: 'any', manager: 'any', worker: 'any' },
  'manage:holiday': { company: 'any' },
  'read:vacation-balance': { company: 'any', manager: 'team', worker: 'own' },
  'manage:vacation-allowance': { company: 'any' },
  'read:contact-request': { navegatel: 'any' },
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

  it('keeps shift management, company settings and the activity log to the company admin', () => {
    for (const permission of [
      'manage:shift',
      'update:company-config',
      'update:company',
      'read:activity-log',
    ] as const) {
      expect(rolesWith(permission), permission).toEqual(['company']);
    }
    // Everyone in a company reads its shifts (the create-employee form lists them) and edits their own profile.
    expect(rolesWith('read:shift')).toEqual(['company', 'manager', 'worker']);
    expect(rolesWith('update:own-profile')).toEqual(['company', 'manager', 'worker']);
  });

  it('lets a manager read and edit only their team, and keeps creating, deleting and assigning managers to the admin', () => {
    for (const permission of ['read:employee', 'update:employee'] as const) {
      expect(scopeOf('company', permission), permission).toBe('any');
      expect(scopeOf('manager', permission), permission).toBe('team');
      expect(can('worker', permission), permission).toBe(false);
    }
    for (const permission of [
      'create:employee',
      'delete:employee',
      'reactivate:employee',
      'assign:manager',
      'read:manager',
    ] as const) {
      expect(rolesWith(permission), permission).toEqual(['company']);
    }
  });
});
