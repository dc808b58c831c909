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
] as const;

export type Permission = (typeof permissionNames)[number];
/** own: the acting user's rows; team: the employees a manager is assigned; any: the whole company. */
export type Scope = 'own' | 'team' | 'any';

export const grants: Record<Role, Partial<Record<Permission, Scope>>> = {
  navegatel: {
    'read:session': 'own',
    'update:own-password': 'own',
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
  },
  manager: {
    'read:session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'read:employee-workshift': 'team',
    'create:incident-report': 'own',
  },
  worker: {
    'read:session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'create:incident-report': 'own',
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
