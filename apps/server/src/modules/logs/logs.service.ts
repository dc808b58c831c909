import {
  type ActivityLogEntry,
  type ActivityLogNames,
  activityActionLabel,
  CLOCK_ACTION_PREFIX,
  type GetLogsQuery,
  type GetLogsResponse,
} from '@jornada/shared/api/logs';
import type { SessionUser } from '@jornada/shared/api/session';
import { addDays, madridToInstant } from '@jornada/shared/domain/madrid-time';
import { companyOf } from '../../access/company-of';
import { type Db, withTenant } from '../../db/tenant';
import { referencedIds } from './log-references';
import {
  countLogRows,
  findLogNames,
  type LogFilters,
  type LogRow,
  listLogPage,
  type NamedRow,
} from './logs.repository';

function filtersOf(companyId: number, query: GetLogsQuery): LogFilters {
  const isClockAction = query.action?.startsWith(CLOCK_ACTION_PREFIX) ?? false;
  return {
    companyId,
    personId: query.actor_user_id,
    sources: {
      audit: query.action === undefined || !isClockAction,
      clock: query.action === undefined || isClockAction,
    },
    auditAction: isClockAction ? undefined : query.action,
    clockKind: isClockAction ? query.action?.slice(CLOCK_ACTION_PREFIX.length) : undefined,
    // Madrid calendar days, both included: [from 00:00, the day after `to` 00:00).
    from: query.from ? (madridToInstant(query.from) ?? undefined) : undefined,
    to: query.to ? (madridToInstant(addDays(query.to, 1)) ?? undefined) : undefined,
  };
}

function toEntry(row: LogRow): ActivityLogEntry {
  return {
    id: `${row.source}-${row.id}`,
    source: row.source,
    action: row.action,
    actionLabel: activityActionLabel(row.action),
    actor:
      row.actor_user_id !== null && row.actor_name !== null
        ? { id: row.actor_user_id, name: row.actor_name, email: row.actor_email ?? '' }
        : null,
    entity: row.entity,
    entityId: row.entity_id,
    details: row.details ?? {},
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function namesOf(rows: readonly NamedRow[]): ActivityLogNames {
  const names: ActivityLogNames = { users: {}, shifts: {}, centres: {} };
  const groups = { user: names.users, shift: names.shifts, centre: names.centres } as const;
  for (const row of rows) groups[row.kind][String(row.id)] = row.name;
  return names;
}

/** GET /api/logs: the company's activity log (audit_log ∪ clock actions), newest first. */
export async function getActivityLog(db: Db, user: SessionUser, query: GetLogsQuery): Promise<GetLogsResponse> {
  const companyId = companyOf(user);
  const filters = filtersOf(companyId, query);
  const offset = (query.page - 1) * query.pageSize;
  const { rows, total, named } = await withTenant(db, companyId, async (trx) => {
    const rows = await listLogPage(trx, filters, { offset, size: query.pageSize });
    return {
      rows,
      total: await countLogRows(trx, filters),
      // The details keep ids (a name may change later): the page is named in one query.
      named: await findLogNames(trx, companyId, referencedIds(rows)),
    };
  });
  return { data: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize, names: namesOf(named) };
}
