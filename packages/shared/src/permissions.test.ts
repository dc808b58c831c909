import { describe, expect, it } from 'vitest';
import {
  apiKeyGrants,
  apiKeyScopeAllows,
  apiKeyScopes,
  can,
  canUse,
  grants,
  isPosPermission,
  permissionNames,
  posGrants,
  reachOf,
  rolesWith,
} from './permissions';
import { roles } from './roles';

/** The table as it is meant to read, written out by hand: a change to grants must change this too. */
const expected = {
  'read:session': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'update:own-password': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'manage:own-session': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'manage:own-mfa': { navegatel: 'own', gestoria: 'own', company: 'own' },
  'read:gestoria': { gestoria: 'own' },
  'update:employee-credentials': { company: 'company' },
  'read:company-config': { company: 'own', manager: 'own', worker: 'own' },
  'clock:workshift': { manager: 'own', worker: 'own' },
  'read:own-workshift': { manager: 'own', worker: 'own' },
  'read:employee-workshift': { company: 'company', manager: 'team' },
  'create:incident-report': { manager: 'own', worker: 'own' },
  'read:employee': { gestoria: 'client', company: 'company', manager: 'team' },
  'create:employee': { company: 'company' },
  'update:employee': { company: 'company', manager: 'team' },
  'delete:employee': { company: 'company' },
  'reactivate:employee': { company: 'company' },
  'assign:manager': { company: 'company' },
  'read:manager': { company: 'company' },
  'read:shift': { company: 'company', manager: 'company', worker: 'company' },
  'manage:shift': { company: 'company' },
  'update:company-config': { company: 'own' },
  'read:company': { company: 'own' },
  'update:company': { company: 'own' },
  'read:own-profile': { company: 'own', manager: 'own', worker: 'own' },
  'update:own-profile': { company: 'own', manager: 'own', worker: 'own' },
  'read:activity-log': { company: 'company' },
  'create:petition': { company: 'company', manager: 'team', worker: 'own' },
  'read:petition': { company: 'company', manager: 'team', worker: 'own' },
  'decide:petition': { company: 'company', manager: 'team', worker: 'own' },
  'cancel:petition': { company: 'own', manager: 'own', worker: 'own' },
  'read:notification': { company: 'own', manager: 'own', worker: 'own' },
  'update:notification-preference': { company: 'own', manager: 'own', worker: 'own' },
  'read:holiday': { company: 'company', manager: 'company', worker: 'company' },
  'manage:holiday': { company: 'company' },
  'read:vacation-balance': { company: 'company', manager: 'team', worker: 'own' },
  'manage:vacation-allowance': { company: 'company' },
  'manage:employee-contract': { company: 'company' },
  'read:contact-request': { navegatel: 'platform' },
  'manage:contact-request': { navegatel: 'platform' },
  'read:record-digest': { company: 'company' },
  'read:register': { gestoria: 'client', company: 'company', manager: 'team', worker: 'own' },
  'read:compliance-alert': { gestoria: 'client', company: 'company', manager: 'team', worker: 'own' },
  'manage:inspector-link': { company: 'company' },
  'acknowledge:monthly-summary': { manager: 'own', worker: 'own' },
  'manage:overtime-settlement': { company: 'company' },
  'manage:pos-terminal': { company: 'company' },
  'reset:kiosk-pin': { company: 'company' },
  'read:own-pos-terminal': { manager: 'own', worker: 'own' },
  'update:own-kiosk-pin': { manager: 'own', worker: 'own' },
  // A POS session's (posGrants): no role holds them.
  'verify:pos-session': {},
  'read:pos-employee': {},
  'read:pos-workshift': {},
  'read:pos-company-config': {},
  'clock:pos-workshift': {},
  'create:pos-incident': {},
  'read:work-centre': { company: 'company', manager: 'company' },
  'manage:work-centre': { company: 'company' },
  'show:pos-qr': {},
  // admin-console
  'read:platform-stats': { navegatel: 'platform' },
  'read:platform-company': { navegatel: 'platform' },
  'manage:platform-company': { navegatel: 'platform' },
  'read:platform-gestoria': { navegatel: 'platform' },
  'manage:platform-gestoria': { navegatel: 'platform' },
  'read:platform-backup': { navegatel: 'platform' },
  'manage:platform-backup': { navegatel: 'platform' },
  // gestoria-portal
  'read:gestoria-link': { company: 'own' },
  'revoke:gestoria-link': { company: 'own' },
  'read:client-company': { gestoria: 'client' },
  'manage:gestoria-user': { gestoria: 'own' },
  'read:payroll': { gestoria: 'client', company: 'company' },
  // Integrations: the admin's keys; a key's own clock actions are no role's.
  'manage:api-key': { company: 'company' },
  'clock:api-workshift': {},
  'manage:webhook': { company: 'company' },
  // Live updates: everyone's own event stream; the admin's test event for /realtime-test.
  'read:own-events': { navegatel: 'own', gestoria: 'own', company: 'own', manager: 'own', worker: 'own' },
  'send:test-event': { company: 'own' },
} as const;

describe('permissions', () => {
  it('names exactly the permissions of the table', () => {
    expect([...permissionNames].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(permissionNames)('%s: reach, can and rolesWith agree with the table', (permission) => {
    const granted: Partial<Record<string, string>> = expected[permission];
    for (const role of roles) {
      expect(reachOf(role, permission), role).toBe(granted[role]);
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
      expect(reachOf('company', permission), permission).toBe('company');
      expect(reachOf('manager', permission), permission).toBe('team');
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

  it("gives the POS session's permissions to no role, each with the terminal reach, and nothing else to it", () => {
    const posPermissions = Object.keys(posGrants);
    expect(posPermissions.sort()).toEqual(
      [
        'verify:pos-session',
        'read:pos-employee',
        'read:pos-workshift',
        'read:pos-company-config',
        'clock:pos-workshift',
        'create:pos-incident',
        'show:pos-qr',
      ].sort(),
    );
    for (const permission of permissionNames) {
      const isPos = posPermissions.includes(permission);
      expect(isPosPermission(permission), permission).toBe(isPos);
      if (isPos) {
        expect(rolesWith(permission), permission).toEqual([]);
        expect(posGrants[permission]).toBe('terminal');
      }
    }
  });
});

describe('API key scopes', () => {
  it('each scope opens only its reads or the integration clock; nothing of a person, the settings or the keys', () => {
    expect(apiKeyGrants).toEqual({
      'register:read': ['read:register'],
      'employees:read': ['read:employee'],
      'clock:write': ['clock:api-workshift'],
    });
    for (const permission of ['read:session', 'update:own-password', 'manage:api-key', 'update:employee'] as const) {
      expect(
        apiKeyScopes.some((scope) => apiKeyScopeAllows(scope, permission)),
        permission,
      ).toBe(false);
    }
  });

  it("clocking for someone else is a key's alone: no role holds it; the keys are the company admin's", () => {
    expect(rolesWith('clock:api-workshift')).toEqual([]);
    expect(rolesWith('manage:api-key')).toEqual(['company']);
  });
});

describe('canUse: the role and the company state together', () => {
  it('an active company admin uses what the role grants', () => {
    expect(canUse({ role: 'company', company_state: 'active' }, 'read:petition')).toBe(true);
    expect(canUse({ role: 'company', company_state: 'trial' }, 'manage:shift')).toBe(true);
  });

  it('an expired or suspended company keeps only restricted mode', () => {
    for (const state of ['expired', 'suspended'] as const) {
      const admin = { role: 'company' as const, company_state: state };
      expect(canUse(admin, 'read:register')).toBe(true);
      expect(canUse(admin, 'revoke:gestoria-link')).toBe(true);
      expect(canUse(admin, 'read:petition')).toBe(false);
      expect(canUse(admin, 'manage:shift')).toBe(false);
    }
  });

  it('never grants what the role lacks, and nothing without a user', () => {
    expect(canUse({ role: 'worker', company_state: 'active' }, 'manage:shift')).toBe(false);
    expect(canUse({ role: 'navegatel', company_state: null }, 'read:platform-stats')).toBe(true);
    expect(canUse(null, 'read:session')).toBe(false);
  });
});
