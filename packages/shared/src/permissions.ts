import { type Role, roles } from './roles';

/**
 * Permissions as data: `action:entity`, granted per role with a scope.
 * `own` = only rows that belong to the acting user (or their company for company-wide
 * entities such as the company config); `any` = every row the role can reach.
 * The server's route guard and the web's menus and routes both read this table.
 */
export const permissionNames = [
  'read:session',
  'update:own-password',
  'read:gestoria',
  'update:employee-credentials',
  'read:company-config',
  'clock:workshift',
  'read:own-workshift',
  'read:employee-workshift',
  'create:incident-report',
  'read:employee',
  'create:employee',
  'update:employee',
  'delete:employee',
  'reactivate:employee',
  'assign:manager',
  'read:manager',
  'read:shift',
  'manage:shift',
  'update:company-config',
  'read:company',
  'update:company',
  'read:own-profile',
  'update:own-profile',
  'read:activity-log',
  'create:petition',
  'read:petition',
  'decide:petition',
  'cancel:petition',
  'read:notification',
  'update:notification-preference',
  'read:holiday',
  'manage:holiday',
  'read:vacation-balance',
  'manage:vacation-allowance',
  'read:contact-request',
] as const;

export type Permission = (typeof permissionNames)[number];
/** own: the acting user's rows; team: the employees a manager is assigned; any: the whole company. */
export type Scope = 'own' | 'team' | 'any';

export const grants: Record<Role, Partial<Record<Permission, Scope>>> = {
  navegatel: {
    'read:session': 'own',
    'update:own-password': 'own',
    // Contact and custom-plan requests from the public pages: platform data, not any tenant's.
    'read:contact-request': 'any',
  },
  gestoria: {
    'read:session': 'own',
    'update:own-password': 'own',
    'read:gestoria': 'own',
  },
  company: {
    'read:session': 'own',
    'update:own-password': 'own',
    'update:employee-credentials': 'any',
    'read:company-config': 'own',
    'read:employee-workshift': 'any',
    'read:employee': 'any',
    'create:employee': 'any',
    'update:employee': 'any',
    'delete:employee': 'any',
    'reactivate:employee': 'any',
    'assign:manager': 'any',
    'read:manager': 'any',
    'read:shift': 'any',
    'manage:shift': 'any',
    'update:company-config': 'own',
    'read:company': 'own',
    'update:company': 'own',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    'read:activity-log': 'any',
    // Petitions: every one of the company; own requests go to the other admins; a correction an
    // admin files for someone's shift goes to that worker to accept.
    'create:petition': 'any',
    'read:petition': 'any',
    'decide:petition': 'any',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'any',
    'manage:holiday': 'any',
    'read:vacation-balance': 'any',
    'manage:vacation-allowance': 'any',
  },
  manager: {
    'read:session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'read:employee-workshift': 'team',
    'read:employee': 'team',
    'update:employee': 'team',
    'create:incident-report': 'own',
    'read:shift': 'any',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    // Own requests (to the company admins), and corrections of the team's shifts (to the worker).
    'create:petition': 'team',
    'read:petition': 'team',
    'decide:petition': 'team',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'any',
    'read:vacation-balance': 'team',
  },
  worker: {
    'read:session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'create:incident-report': 'own',
    'read:shift': 'any',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    // decide: only a correction a manager or admin filed for the worker's own shift (accept/reject).
    'create:petition': 'own',
    'read:petition': 'own',
    'decide:petition': 'own',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'any',
    'read:vacation-balance': 'own',
  },
};

export function scopeOf(role: Role, permission: Permission): Scope | undefined {
  return grants[role][permission];
}

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role != null && scopeOf(role, permission) !== undefined;
}

export function rolesWith(permission: Permission): Role[] {
  return roles.filter((role) => can(role, permission));
}
