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
