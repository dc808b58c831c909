import {
  type AlertsQuery,
  type AlertsResponse,
  type ComplianceAlert,
  REPORT_MESSAGES,
} from '@jornada/shared/api/reports';
import type { SessionUser } from '@jornada/shared/api/session';
import {
  alertsWindow,
  assessMonth,
  type ComplianceAlertsInput,
  DEFAULT_SCHEDULED_WEEKDAYS,
  earlierYearSpan,
  type MonthAssessment,
  monthBounds,
} from '@jornada/shared/domain/compliance-alerts';
import { DEFAULT_FULL_TIME_WEEKLY_HOURS } from '@jornada/shared/domain/employee-contract';
import type { ContractPeriod } from '@jornada/shared/domain/hour-classification';
import { daysBetween } from '@jornada/shared/domain/working-days';
import { rolesWith } from '@jornada/shared/permissions';
import type { TenantReach } from '../../access/reach';
import { withReadReach } from '../../access/tenant-access';
import type { Db, Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { compensatedMinutesOf } from '../overtime/overtime.service';
import { holidaySet } from '../vacations/holiday-calendar';
import { hasWorkCentre } from '../work-centres/work-centres.service';
import { toViewConfig } from '../workshift/workshift.service';
import {
  type AlertContractRow,
  type AlertEmployeeRow,
  findAlertSettings,
  listAlertContracts,
  listAlertEmployees,
  listAlertShifts,
  listApprovedAbsences,
  sumWorkedMinutesByDay,
  type WorkedMinutesRow,
} from './alerts.repository';

/** Who keeps a register: the roles that clock (workers and managers; a company admin does not). */
const RECORDED_ROLES = rolesWith('clock:workshift');

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The employee's contract periods for hour classification: of two starting the same day the later
 * recorded applies (ADR 010); with none, the company's full time.
 */
function contractPeriods(rows: readonly AlertContractRow[] | undefined, fullTimeMinutes: number): ContractPeriod[] {
  const byDay = new Map<string, AlertContractRow>();
  for (const row of rows ?? []) byDay.set(row.effective_from, row); // ordered by day, then id
  const periods = [...byDay.values()].map((row) => ({
    effectiveFrom: row.effective_from,
    weeklyMinutes: row.weekly_minutes,
    fullTimeWeeklyMinutes: fullTimeMinutes,
  }));
  return periods.length > 0
    ? periods
    : [{ effectiveFrom: '0001-01-01', weeklyMinutes: fullTimeMinutes, fullTimeWeeklyMinutes: fullTimeMinutes }];
}

/**
 * When the employment began, as well as the record knows: the earliest of the day the employee was
 * added, their first contract period and their first recorded shift (a company that starts using the
 * app records earlier contracts or imports earlier shifts). It ends on the day of deactivation.
 */
function employmentOf(employee: AlertEmployeeRow, contracts: readonly AlertContractRow[] | undefined) {
  const candidates = [employee.created_on, employee.first_shift_on, contracts?.[0]?.effective_from];
  const from = candidates.filter((date): date is string => typeof date === 'string').sort()[0] as string;
  return { from, to: employee.deactivated_on };
}

/**
 * GET /api/reports/alerts: the compliance alerts of a month for the actor's reach (a worker their
 * own, a manager their team and themself, a company admin every employee who clocks), optionally of
 * one work centre's employees, by date and then employee name.
 */
export function listComplianceAlerts(
  db: Db,
  user: SessionUser,
  query: AlertsQuery,
  now = new Date(),
  ip: string | null = null,
): Promise<AlertsResponse> {
  const target = {
    companyId: query.company_id,
    notFoundMessage: REPORT_MESSAGES.companyNotFound,
    read: { what: 'alerts', details: { month: query.month }, ip },
  };
  return withReadReach(db, user, 'read:compliance-alert', target, (trx, reach) =>
    complianceAlertsIn(trx, reach, query, now),
  );
}

/** The month's compliance alerts within a reach, in the caller's tenant transaction. */
export async function complianceAlertsIn(
  trx: Trx,
  reach: TenantReach,
  query: Pick<AlertsQuery, 'month' | 'centre_id'>,
  now: Date,
): Promise<AlertsResponse> {
  const month = monthBounds(query.month);
  const window = alertsWindow(query.month);
  const earlier = earlierYearSpan(query.month);
  const calendarFrom = earlier.from < window.from ? earlier.from : window.from;
  const companyId = reach.companyId;
  const centreId = query.centre_id;
  if (centreId !== undefined && !(await hasWorkCentre(trx, companyId, centreId))) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.centreNotFound);
  }
  const employees = await listAlertEmployees(trx, reach, RECORDED_ROLES, month.from, centreId);
  if (employees.length === 0) return { data: [] };
  const ids = employees.map((e) => e.user_id);
  const settings = await findAlertSettings(trx, companyId);
  const { breakIncluded, forgottenClockoutHours } = toViewConfig(settings);
  const fullTimeMinutes = Math.round(Number(settings?.full_time_weekly_hours ?? DEFAULT_FULL_TIME_WEEKLY_HOURS) * 60);
  const contracts = groupBy(await listAlertContracts(trx, companyId, ids), (row) => row.user_id);
  const shifts = groupBy(await listAlertShifts(trx, companyId, ids, window), (row) => row.user_id);
  const absences = groupBy(
    await listApprovedAbsences(trx, companyId, ids, { from: calendarFrom, to: window.to }),
    (row) => row.employee_id,
  );
  const holidays = await holidaySet(trx, companyId, calendarFrom, window.to);
  const compensated = await compensatedMinutesOf(trx, companyId, ids, Number(query.month.slice(0, 4)));

  const inputs = employees.map((employee): ComplianceAlertsInput => {
    const daysOff = new Set(holidays);
    for (const absence of absences.get(employee.user_id) ?? []) {
      const from = absence.start_date > calendarFrom ? absence.start_date : calendarFrom;
      const to = absence.end_date < window.to ? absence.end_date : window.to;
      for (const day of daysBetween(from, to)) daysOff.add(day);
    }
    return {
      month: query.month,
      now,
      shifts: (shifts.get(employee.user_id) ?? []).map((row) => ({
        startedAt: new Date(row.started_ms),
        endedAt: row.ended_ms === null ? null : new Date(row.ended_ms),
        breaks: row.breaks,
      })),
      scheduledWeekdays: employee.weekdays?.length ? employee.weekdays : DEFAULT_SCHEDULED_WEEKDAYS,
      daysOff,
      employment: employmentOf(employee, contracts.get(employee.user_id)),
      contracts: contractPeriods(contracts.get(employee.user_id), fullTimeMinutes),
      breakIncluded,
      forgottenClockoutHours,
      compensatedMinutes: compensated.get(employee.user_id) ?? new Map(),
    };
  });

  const assessments = inputs.map(assessMonth);
  // The rest of the year is only read for those whose month added overtime (the yearly alert needs it).
  const withOvertime = employees.filter((_, index) => (assessments[index]?.overtimeMinutes ?? 0) > 0);
  const earlierMinutes =
    earlier.from <= earlier.to && withOvertime.length > 0
      ? groupBy(
          await sumWorkedMinutesByDay(
            trx,
            companyId,
            withOvertime.map((e) => e.user_id),
            earlier,
            breakIncluded,
          ),
          (row) => row.user_id,
        )
      : new Map<number, WorkedMinutesRow[]>();

  const data: ComplianceAlert[] = [];
  for (const [index, employee] of employees.entries()) {
    const assessment = assessments[index] as MonthAssessment;
    const earlierRows = earlierMinutes.get(employee.user_id) ?? [];
    const yearly = assessment.yearlyAlerts(new Map(earlierRows.map((row) => [row.date, Number(row.minutes)])));
    for (const draft of [...assessment.alerts, ...yearly]) {
      data.push({ ...draft, employee_id: employee.user_id, employee_name: employee.name });
    }
  }
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  data.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      collator.compare(a.employee_name, b.employee_name) ||
      a.employee_id - b.employee_id,
  );
  return { data };
}
