import { type CompanyState, isCompanyRestricted } from './domain/subscription';
import { type Role, roles } from './roles';

/**
 * Permissions as data: `action:entity`, granted per role with a reach (see `Reach`).
 * The server's route guard, its reach resolution (apps/server/src/access) and the web's menus,
 * routes and forms all read this table.
 */
export const permissionNames = [
  'read:session',
  'update:own-password',
  // ASVS 7.5: one's own open sessions, seen and ended.
  'manage:own-session',
  // One's own two-step verification (TOTP), for the accounts that manage others' data (ADR 015).
  'manage:own-mfa',
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
  'manage:employee-contract',
  'read:contact-request',
  // Marking a contact request «atendida», or reopening it.
  'manage:contact-request',
  'read:record-digest',
  'read:register',
  'read:compliance-alert',
  'manage:inspector-link',
  'acknowledge:monthly-summary',
  'manage:overtime-settlement',
  // POS terminals (ADR 012): the admin's management, and each worker's own terminals and kiosk PIN.
  'manage:pos-terminal',
  'reset:kiosk-pin',
  'read:own-pos-terminal',
  'update:own-kiosk-pin',
  // What a POS session (a terminal, not a user) may do: granted in posGrants, never to a role.
  'verify:pos-session',
  'read:pos-employee',
  'read:pos-workshift',
  'read:pos-company-config',
  'clock:pos-workshift',
  'create:pos-incident',
  'read:work-centre',
  'manage:work-centre',
  'show:pos-qr',
  // admin-console: the platform admin's console, every tenant through the `platform` reach.
  'read:platform-stats',
  'read:platform-company',
  'manage:platform-company',
  'read:platform-gestoria',
  'manage:platform-gestoria',
  // Backups of the embedded database: list them, take one now.
  'read:platform-backup',
  'manage:platform-backup',
  // gestoria-portal: the company's link to its gestoría, the gestoría's client list,
  // its colleagues, and the payroll export.
  'read:gestoria-link',
  'revoke:gestoria-link',
  'read:client-company',
  'manage:gestoria-user',
  'read:payroll',
  // Integrations: the company admin's API keys, and the clock actions only a key makes.
  'manage:api-key',
  'clock:api-workshift',
  // Integrations: the company admin's webhooks and their delivery log (ADR 017).
  'manage:webhook',
  // Live updates (ADR 016): one's own event stream, and the admin's test event (/realtime-test).
  'read:own-events',
  'send:test-event',
] as const;

export type Permission = (typeof permissionNames)[number];
/**
 * Whose rows a grant reaches:
 * - `own`: the acting user's own rows (for a company-wide singleton such as the company config or
 *   the company's data, the actor's own company);
 * - `team`: the workers assigned to the acting manager;
 * - `company`: every row of the actor's company (tenant);
 * - `client`: the companies that have linked the acting gestoría;
 * - `platform`: every tenant (the platform admin);
 * - `terminal`: the employees a POS terminal allows (its list, or every active employee who clocks).
 */
export const reaches = ['own', 'team', 'company', 'client', 'platform', 'terminal'] as const;
export type Reach = (typeof reaches)[number];

export const grants: Record<Role, Partial<Record<Permission, Reach>>> = {
  navegatel: {
    'read:session': 'own',
    'read:own-events': 'own',
    'manage:own-session': 'own',
    'manage:own-mfa': 'own',
    'update:own-password': 'own',
    // Contact and custom-plan requests from the public pages: platform data, not any tenant's.
    'read:contact-request': 'platform',
    'manage:contact-request': 'platform',
    // admin-console: companies, plans, trials, suspension and gestorías of every tenant.
    'read:platform-stats': 'platform',
    'read:platform-company': 'platform',
    'manage:platform-company': 'platform',
    'read:platform-gestoria': 'platform',
    'manage:platform-gestoria': 'platform',
    'read:platform-backup': 'platform',
    'manage:platform-backup': 'platform',
  },
  gestoria: {
    'read:session': 'own',
    'read:own-events': 'own',
    'manage:own-session': 'own',
    'manage:own-mfa': 'own',
    'update:own-password': 'own',
    'read:gestoria': 'own',
    // gestoria-portal: read-only, the companies that linked the gestoría.
    'read:client-company': 'client',
    'read:register': 'client',
    'read:compliance-alert': 'client',
    'read:employee': 'client',
    'read:payroll': 'client',
    'manage:gestoria-user': 'own',
  },
  company: {
    'read:session': 'own',
    'read:own-events': 'own',
    'manage:own-session': 'own',
    'manage:own-mfa': 'own',
    'update:own-password': 'own',
    'update:employee-credentials': 'company',
    'read:company-config': 'own',
    'read:employee-workshift': 'company',
    'read:employee': 'company',
    'create:employee': 'company',
    'update:employee': 'company',
    'delete:employee': 'company',
    'reactivate:employee': 'company',
    'assign:manager': 'company',
    'read:manager': 'company',
    'read:shift': 'company',
    'manage:shift': 'company',
    'update:company-config': 'own',
    'read:company': 'own',
    'update:company': 'own',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    'read:activity-log': 'company',
    // Petitions: every one of the company; own requests go to the other admins; a correction an
    // admin files for someone's shift goes to that worker to accept.
    'create:petition': 'company',
    'read:petition': 'company',
    'decide:petition': 'company',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'company',
    'manage:holiday': 'company',
    'read:vacation-balance': 'company',
    'manage:vacation-allowance': 'company',
    // The signed daily digests of the company's whole clock record (ADR 008).
    'read:record-digest': 'company',
    // Contract periods (weekly hours, usual work mode): read with read:employee, recorded by the admin.
    'manage:employee-contract': 'company',
    // The legal register (art. 34.9 ET) of every employee, its compliance alerts, and the
    // time-limited read-only links for the Labour Inspectorate.
    'read:register': 'company',
    'read:compliance-alert': 'company',
    'manage:inspector-link': 'company',
    // Paid or compensated with rest, per worker and month (art. 35 ET).
    'manage:overtime-settlement': 'company',
    // The company's POS terminals, and clearing an employee's personal kiosk PIN.
    'manage:pos-terminal': 'company',
    'reset:kiosk-pin': 'company',
    // The company's work centres (name, address, coordinates); the plan caps how many.
    'read:work-centre': 'company',
    'manage:work-centre': 'company',
    // gestoria-portal: see and revoke the gestoría link; the payroll export.
    'read:gestoria-link': 'own',
    'revoke:gestoria-link': 'own',
    'send:test-event': 'own',
    'read:payroll': 'company',
    // Integrations: the company's API keys (only on a plan with the API).
    'manage:api-key': 'company',
    'manage:webhook': 'company',
  },
  manager: {
    'read:session': 'own',
    'read:own-events': 'own',
    'manage:own-session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'read:employee-workshift': 'team',
    'read:employee': 'team',
    'update:employee': 'team',
    'create:incident-report': 'own',
    'read:shift': 'company',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    // Own requests (to the company admins), and corrections of the team's shifts (to the worker).
    'create:petition': 'team',
    'read:petition': 'team',
    'decide:petition': 'team',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'company',
    'read:vacation-balance': 'team',
    // The team's register and alerts; a manager's own shifts come in too (they clock like a worker).
    'read:register': 'team',
    'read:compliance-alert': 'team',
    'acknowledge:monthly-summary': 'own',
    // The terminals where they may clock, and their own personal kiosk PIN.
    'read:own-pos-terminal': 'own',
    'update:own-kiosk-pin': 'own',
    // The centres' names, to filter the register and the alerts by centre.
    'read:work-centre': 'company',
  },
  worker: {
    'read:session': 'own',
    'read:own-events': 'own',
    'manage:own-session': 'own',
    'update:own-password': 'own',
    'read:company-config': 'own',
    'clock:workshift': 'own',
    'read:own-workshift': 'own',
    'create:incident-report': 'own',
    'read:shift': 'company',
    'read:own-profile': 'own',
    'update:own-profile': 'own',
    // decide: only a correction a manager or admin filed for the worker's own shift (accept/reject).
    'create:petition': 'own',
    'read:petition': 'own',
    'decide:petition': 'own',
    'cancel:petition': 'own',
    'read:notification': 'own',
    'update:notification-preference': 'own',
    'read:holiday': 'company',
    'read:vacation-balance': 'own',
    'read:register': 'own',
    'read:compliance-alert': 'own',
    // 'Recibido' on the monthly summary of hours (art. 12.4.c and 35.5 ET).
    'acknowledge:monthly-summary': 'own',
    'read:own-pos-terminal': 'own',
    'update:own-kiosk-pin': 'own',
  },
};

/**
 * What a POS session may do (ADR 012). A terminal is not a user and has no role: its grants are
 * these, all with the `terminal` reach. A POS session reaches nothing else, and no user session
 * reaches these (the route guard answers 401 to either).
 */
export const posGrants: Partial<Record<Permission, Reach>> = {
  'verify:pos-session': 'terminal',
  'read:pos-employee': 'terminal',
  'read:pos-workshift': 'terminal',
  'read:pos-company-config': 'terminal',
  'clock:pos-workshift': 'terminal',
  'create:pos-incident': 'terminal',
  'show:pos-qr': 'terminal',
};

/**
 * What an API key may do: each scope the admin gives a key opens these permissions, with
 * the `company` reach (the key acts as its company, never as a person). A route opts in by declaring
 * the scope (`config.apiKeyScope`, checked at start against this table); every other route refuses a
 * key. `clock:api-workshift` is no role's: a person clocks for themself, an integration for a named
 * employee.
 */
export const apiKeyScopes = ['register:read', 'employees:read', 'clock:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyGrants: Record<ApiKeyScope, readonly Permission[]> = {
  'register:read': ['read:register'],
  'employees:read': ['read:employee'],
  'clock:write': ['clock:api-workshift'],
};

/** Whether a scope opens a permission. */
export function apiKeyScopeAllows(scope: ApiKeyScope, permission: Permission): boolean {
  return apiKeyGrants[scope].includes(permission);
}

/** Whether a permission is a POS session's (and so never a user's). */
export function isPosPermission(permission: Permission): boolean {
  return posGrants[permission] !== undefined;
}

export function reachOf(role: Role, permission: Permission): Reach | undefined {
  return grants[role][permission];
}

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role != null && reachOf(role, permission) !== undefined;
}

export function rolesWith(permission: Permission): Role[] {
  return roles.filter((role) => can(role, permission));
}

// --- sub-states: what a company admin keeps while the company is expired or suspended ---
/**
 * Restricted mode: the register must stay readable and exportable for four years (art. 34.9 ET)
 * whatever the subscription says, so the admin keeps reading it (and what picking it needs:
 * employees, work centres, holidays), the company's settings and data, and their own session and
 * password. Public routes (plans, contact) are never guarded. Every other route answers 402.
 */
export const restrictedModePermissions: ReadonlySet<Permission> = new Set<Permission>([
  'read:session',
  'manage:own-session',
  'manage:own-mfa',
  'update:own-password',
  'read:own-profile',
  'read:company',
  'update:company',
  'read:company-config',
  'update:company-config',
  'read:register',
  'read:employee-workshift',
  'read:record-digest',
  'read:compliance-alert',
  'read:employee',
  'read:work-centre',
  'read:holiday',
  'read:notification',
  // Who may read the company's data stays the company's decision whatever its subscription, and the
  // payroll export is a reading of the register.
  'read:gestoria-link',
  'revoke:gestoria-link',
  'read:payroll',
  // An integration reading the register is one more reader of it; revoking a key must always be possible.
  'manage:api-key',
]);

/**
 * Whether the user may use a permission now: their role grants it, and their company's state allows
 * it (restricted mode keeps only restrictedModePermissions). The server's guard answers the same.
 */
export function canUse(
  user: { role: Role; company_state?: CompanyState | null } | null | undefined,
  permission: Permission,
): boolean {
  if (!user || !can(user.role, permission)) return false;
  return !isCompanyRestricted(user.company_state ?? null) || restrictedModePermissions.has(permission);
}
// --- end sub-states ---
