import { type AdminStats, TRIALS_ENDING_SOON_DAYS } from '@jornada/shared/api/admin';
import { addDays, madridDate, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { companyStates } from '@jornada/shared/domain/subscription';
import { type PlatformActor, withPlatformReach } from '../../access/platform';
import type { Db } from '../../db/tenant';
import {
  countActiveCompanyUsers,
  countClockEventsBetween,
  countCompaniesByState,
  countOpenContactRequests,
  countTrialsEnding,
  listCompanyIds,
} from './admin-stats.repository';

/**
 * GET /api/admin/stats for /navegatel. Today's clock events are counted company by company, each
 * inside its own tenant (row-level security never off): one small query per company.
 */
export function getAdminStats(db: Db, actor: PlatformActor, now = new Date()): Promise<AdminStats> {
  return withPlatformReach(
    db,
    actor,
    'read:platform-stats',
    async (scope) => {
      const byState = await countCompaniesByState(scope.trx, now);
      const companies = { total: 0, trial: 0, active: 0, expired: 0, suspended: 0 };
      for (const row of byState) {
        if ((companyStates as readonly string[]).includes(row.state)) companies[row.state] += row.count;
        companies.total += row.count;
      }
      const today = madridDate(now);
      const from = madridToInstant(today) as Date;
      const to = madridToInstant(addDays(today, 1)) as Date;
      let clockEventsToday = 0;
      for (const { id } of await listCompanyIds(scope.trx)) {
        clockEventsToday += await scope.inTenant(id, (trx) => countClockEventsBetween(trx, id, from, to));
      }
      return {
        companies,
        trials_ending_in_7_days: await countTrialsEnding(
          scope.trx,
          now,
          new Date(now.getTime() + TRIALS_ENDING_SOON_DAYS * 86_400_000),
        ),
        active_users: await countActiveCompanyUsers(scope.trx),
        clock_events_today: clockEventsToday,
        open_contact_requests: await countOpenContactRequests(scope.trx),
      };
    },
    { action: 'platform.read', entity: 'stats', details: { resource: 'stats' } },
  );
}
