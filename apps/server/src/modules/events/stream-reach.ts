import type { EventTopic } from '@jornada/shared/api/events';
import type { SessionUser } from '@jornada/shared/api/session';
import { can, type Permission } from '@jornada/shared/permissions';
import { reachFor, type TenantReach } from '../../access/reach';
import { loadReachPredicate, type ReachPredicate, reachPredicateWithoutData } from '../../access/reach-predicate';
import { type Db, withTenant } from '../../db/tenant';
import type { BusEvent } from './event-bus';

/**
 * Which events one stream's user may hear (ADR 016), resolved once when the stream opens through the
 * access layer (reachFor + loadReachPredicate), as the reads those events point at would be:
 * - workshift: the shifts the user may read (own; a manager's team; the admin's company);
 * - petitions: the petitions the user may read (read:petition), whose employee is in reach;
 * - employees: the employees the user may read (read:employee; a worker: their own record), and a
 *   manager named by a team change;
 * - notifications and test: the user's own only; config: everyone of the company.
 * An event about the user themself is always theirs. Another company's never. A manager's team is
 * read again after each `employees` event of the company (a link added or removed changes it).
 */
export interface StreamReach {
  /** The user's company; null (platform, gestoría): no tenant's events at all. */
  readonly companyId: number | null;
  reaches(event: BusEvent): boolean;
  /** Whether this event may change the reach (then `reload` before judging the next ones). */
  mayChange(event: BusEvent): boolean;
  reload(): Promise<void>;
}

/** The read permission behind each per-employee topic, in order of preference. */
const topicPermissions: Partial<Record<EventTopic, Permission[]>> = {
  workshift: ['read:employee-workshift', 'read:own-workshift'],
  petitions: ['read:petition'],
  employees: ['read:employee', 'read:own-profile'],
};

type Resolved = { reach: TenantReach; predicate: ReachPredicate };

export async function resolveStreamReach(db: Db, user: SessionUser): Promise<StreamReach> {
  const companyId = user.company_id;
  const reaches = new Map<EventTopic, TenantReach>();
  for (const [topic, permissions] of Object.entries(topicPermissions) as [EventTopic, Permission[]][]) {
    const permission = permissions.find((p) => can(user.role, p));
    if (!permission || companyId === null) continue;
    const reach = reachFor(user, permission);
    if ('companyId' in reach && reach.companyId === companyId) reaches.set(topic, reach);
  }
  let resolved = new Map<EventTopic, Resolved>();
  const load = async () => {
    if (companyId === null || reaches.size === 0) return;
    const next = new Map<EventTopic, Resolved>();
    const toRead: [EventTopic, TenantReach][] = [];
    for (const [topic, reach] of reaches) {
      const predicate = reachPredicateWithoutData(reach);
      if (predicate) next.set(topic, { reach, predicate });
      else toRead.push([topic, reach]);
    }
    // A worker's or the admin's stream opens without a transaction (own and company need no data): at
    // a reconnection wave that was most of the cost of opening one.
    if (toRead.length > 0) {
      await withTenant(db, companyId, async (trx) => {
        for (const [topic, reach] of toRead)
          next.set(topic, { reach, predicate: await loadReachPredicate(trx, reach) });
      });
    }
    resolved = next;
  };
  await load();
  const hasTeam = [...reaches.values()].some((reach) => reach.kind === 'team');

  return {
    companyId,
    reaches(event) {
      if (companyId === null || event.companyId !== companyId) return false;
      if (event.topic === 'notifications' || event.topic === 'test') return event.userId === user.id;
      if (event.topic === 'config') return true;
      if (event.userId === user.id) return true;
      if (event.topic === 'employees' && event.data.manager_id === user.id) return true;
      const topic = resolved.get(event.topic);
      if (!topic) return false;
      return event.userId === null ? topic.reach.kind === 'company' : topic.predicate(event.userId);
    },
    mayChange: (event) => hasTeam && event.topic === 'employees' && event.companyId === companyId,
    reload: load,
  };
}
