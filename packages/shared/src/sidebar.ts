import type { CompanyState } from './domain/subscription';
import { type SidebarEntry, sidebarFor } from './navigation';
import { canUse } from './permissions';

/**
 * The sidebar a user is offered now: their role's entries, less those whose page an expired or
 * suspended company refuses (restricted mode, ADR 014). Apart from navigation.ts, which the router
 * (part of the landing's first download) imports: the permissions table stays out of the landing.
 */
export function sidebarForUser(user: { role: SidebarEntry['roles'][number]; company_state?: CompanyState | null }) {
  return sidebarFor(user.role).filter((entry) => entry.permission === undefined || canUse(user, entry.permission));
}
