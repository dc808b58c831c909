import { z } from 'zod';

export const roles = ['navegatel', 'gestoria', 'company', 'manager', 'worker'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Labels shown to users (SPEC §6). */
export const roleLabels: Record<Role, string> = {
  navegatel: 'Plataforma',
  gestoria: 'Gestoría',
  company: 'Administrador',
  manager: 'Manager',
  worker: 'Trabajador',
};

/** Roles that belong to a company tenant and so carry a schema_name. */
export const tenantRoles = ['company', 'manager', 'worker'] as const satisfies readonly Role[];

export function isTenantRole(role: Role): role is (typeof tenantRoles)[number] {
  return (tenantRoles as readonly Role[]).includes(role);
}

/*
 * Rules that really are about a person's role (what the person is), not about whom an actor reaches:
 * reach comes from the grants table (permissions.ts). Server and web use these same definitions.
 */

/**
 * The company admin role: an admin's role is fixed (the account comes with the company), and nobody
 * is made an admin through an edit, not even by another admin.
 */
export const isCompanyAdminRole = (role: Role): role is 'company' => role === 'company';

/**
 * Only workers have managers (SPEC §6): a worker's petitions go to their managers, while a manager's
 * or an admin's go to the company admins.
 */
export const canHaveManagers = (role: Role): boolean => role === 'worker';

/** Only managers have a team: someone who becomes a manager drops their own managers, and vice versa. */
export const leadsTeam = (role: Role): boolean => role === 'manager';
