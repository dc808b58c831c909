import { spanishMonth } from '@jornada/shared/domain/calendar';
import { hoursLabel } from '@jornada/shared/domain/compliance-alerts';
import { rolesWith } from '@jornada/shared/permissions';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { sendNotifications } from '../notifications/notify';
import {
  fillSettledMinutes,
  findUserName,
  hasNotification,
  listActiveUsersWithRoles,
  listAllCompanyIds,
  listMonthSettlements,
  listSettlementsWithoutMinutes,
} from './overtime.repository';
import { monthOvertimeOf, monthOverview } from './overtime.service';

/** Where the admin settles overtime: the register's reports page, overtime section. */
export const OVERTIME_PAGE_LINK = '/workshift-reports';

export const UNSETTLED_TITLE = 'Horas extra sin liquidar';

export function unsettledMessage(worker: string, month: string, unsettled: number, settled: number): string {
  return `${worker} tiene ${hoursLabel(unsettled)} extra sin liquidar en ${spanishMonth(month)}: aparecieron después de liquidar ${hoursLabel(settled)}. Liquídalas en Informes de jornada.`;
}

/**
 * After hours of a worker's months changed (a correction approved, a shift closed): every such month
 * that was settled and now has more overtime than its settlements settled is announced to the
 * company's admins (who settle it), in the app, once per figure. Runs inside the writing
 * transaction, so it reads the change. Returns how many notifications it created.
 */
export async function alertUnsettledOvertime(
  trx: Trx,
  companyId: number,
  userId: number,
  months: readonly string[],
  now: Date,
): Promise<number> {
  let created = 0;
  for (const month of new Set(months)) {
    const rows = await listMonthSettlements(trx, companyId, userId, month);
    // An unsettled month is on the page as such; an older row without minutes is filled at start.
    if (rows.length === 0 || rows.some((row) => row.settled_minutes === null)) continue;
    const overview = monthOverview(month, await monthOvertimeOf(trx, companyId, userId, month, now), rows);
    if (overview.unsettled_minutes <= 0) continue;
    const worker = (await findUserName(trx, companyId, userId)) ?? 'Un empleado';
    const settled = overview.paid_minutes + overview.compensated_minutes;
    const message = unsettledMessage(worker, month, overview.unsettled_minutes, settled);
    const admins = await listActiveUsersWithRoles(trx, companyId, rolesWith('manage:overtime-settlement'));
    for (const admin of admins) {
      if (await hasNotification(trx, companyId, admin.id, OVERTIME_PAGE_LINK, message)) continue;
      await sendNotifications(trx, companyId, [
        {
          userId: admin.id,
          type: 'general',
          event: 'overtime_unsettled',
          title: UNSETTLED_TITLE,
          message,
          link: OVERTIME_PAGE_LINK,
        },
      ]);
      created += 1;
    }
  }
  return created;
}

/**
 * A shift just closed on `date` (yyyy-MM-dd): when its month was already settled, the alert above,
 * after the clock action's own commit and off its two round trips (ADR 005) — a clock-out never
 * waits for it nor fails because of it.
 */
export async function alertUnsettledOvertimeAfterClose(
  db: Db,
  companyId: number,
  userId: number,
  date: string,
  now = new Date(),
): Promise<void> {
  try {
    await withTenant(db, companyId, (trx) => alertUnsettledOvertime(trx, companyId, userId, [date.slice(0, 7)], now));
  } catch {
    // The month stays on the overtime page as not settled; only the notice is missed.
  }
}

/** The months (yyyy-MM) of some dates (yyyy-MM-dd), for `alertUnsettledOvertime`. */
export const monthsOf = (dates: readonly (string | null | undefined)[]) =>
  dates.filter((date): date is string => typeof date === 'string' && date.length >= 7).map((d) => d.slice(0, 7));

/**
 * Settlements recorded before they kept their minutes (migration 027) get them once, at the server's
 * start: the month's overtime as the register classifies it at that moment — the figure the admin
 * settled, as far as the record still tells — all of it on the month's latest row (the one that was
 * in force) and none on the rows it had superseded. From then on they are fixed like any other.
 */
export async function fillLegacySettledMinutes(db: Db, now = new Date()): Promise<number> {
  let filled = 0;
  for (const companyId of await listAllCompanyIds(db)) {
    await withTenant(db, companyId, async (trx) => {
      const rows = await listSettlementsWithoutMinutes(trx, companyId);
      if (rows.length === 0) return;
      const latest = new Map<string, number>();
      for (const row of rows) latest.set(`${row.user_id}:${row.month}`, row.id); // oldest first
      for (const row of rows) {
        const isInForce = latest.get(`${row.user_id}:${row.month}`) === row.id;
        const minutes = isInForce ? await monthOvertimeOf(trx, companyId, row.user_id, row.month, now) : 0;
        await fillSettledMinutes(trx, companyId, row.id, minutes);
        filled += 1;
      }
    });
  }
  return filled;
}
