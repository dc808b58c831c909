import type { CompanyState } from '@jornada/shared/domain/subscription';
import { canUse, type Permission, type Reach, reachOf } from '@jornada/shared/permissions';
import type { Role } from '@jornada/shared/roles';

/** Who is acting: the session user, or just a role where that is all the page knows. */
type Actor = { role: Role; company_state?: CompanyState | null } | null | undefined;

/**
 * Whether the user may do it now, as the server's guard decides: their role grants the permission
 * (shared grants table) and their company's state allows it (restricted mode keeps a few).
 */
export function can(user: Actor, permission: Permission): boolean {
  return canUse(user, permission);
}

/** How far the user's grant of a permission reaches ('own', 'team', 'company'…), undefined without one. */
export function reachFor(user: Actor, permission: Permission): Reach | undefined {
  return user ? reachOf(user.role, permission) : undefined;
}

/** Whether the grant covers only the manager's own team (the page then speaks of «tu equipo»). */
export function reachesTeamOnly(user: Actor, permission: Permission): boolean {
  return reachFor(user, permission) === 'team';
}

/** Whether the grant reaches other people's rows, not only the user's own. */
export function reachesOthers(user: Actor, permission: Permission): boolean {
  const reach = reachFor(user, permission);
  return reach !== undefined && reach !== 'own';
}
