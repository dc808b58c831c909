import { vacationTypeLabels } from '@jornada/shared/api/petitions';
import {
  type AbsenceKind,
  isRegisterDayWorked,
  REPORT_MESSAGES,
  type RegisterDay,
  type RegisterEmployee,
  type RegisterOriginalTimes,
  type RegisterResponse,
  type RegisterShift,
} from '@jornada/shared/api/reports';
import {
  DEFAULT_FULL_TIME_WEEKLY_HOURS,
  contractInForce as employeeContractInForce,
} from '@jornada/shared/domain/employee-contract';
import {
  type ContractPeriod,
  classificationSpan,
  classifyHours,
  type WorkedDay,
} from '@jornada/shared/domain/hour-classification';
import { madridDate, madridParts } from '@jornada/shared/domain/madrid-time';
import { type ShiftMinutes, shiftMinutes } from '@jornada/shared/domain/shift-minutes';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';
import type { TenantReach } from '../../access/reach';
import { isEmployeeInReachWithSelf } from '../../access/reach.repository';
import type { Trx } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { namedHolidays } from '../vacations/holiday-calendar';
import { findCentreLabel } from '../work-centres/work-centres.service';
import {
  findRegisterCompany,
  listRegisterAbsences,
  listRegisterContracts,
  listRegisterEmployees,
  listRegisterShifts,
  type RegisterAbsenceRow,
  type RegisterContractRow,
  type RegisterShiftRow,
} from './register.repository';

/**
 * Whose register: the company, the actor's reach in it (a manager: their team and themself) and,
 * optionally, one employee of that reach. Built by the caller from the actor (register-scope.ts) or,
 * later, from another source of access (a gestoría's client company, an inspector link).
 */
export interface RegisterScope {
  companyId: number;
  reach: TenantReach;
  employeeId?: number;
  /** Only the employees who belong to this work centre (404 when the company has no such centre). */
  centreId?: number;
}

export interface RegisterPeriod {
  from: string;
  to: string;
}

type Absence = NonNullable<RegisterDay['absence']>;

const WEEKEND: Absence = { kind: 'weekend', label: 'Fin de semana' };

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
/** 'HH:mm' Madrid wall time (madridTime to the minute, without building the seconds). */
function hhmm(instant: Date): string {
  const parts = madridParts(instant);
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The periods classifyHours reads: of two starting the same day the later-recorded one (ADR 010),
 * and — before the first period, or with none — the default contract (full time at the company's
 * week), as the contracts module answers for those dates.
 */
function classificationContracts(
  rows: readonly RegisterContractRow[],
  fullTimeMinutes: number,
  spanFrom: string,
): ContractPeriod[] {
  const byStart = new Map<string, RegisterContractRow>();
  for (const row of rows) {
    const known = byStart.get(row.effective_from);
    if (!known || row.id > known.id) byStart.set(row.effective_from, row);
  }
  const periods = [...byStart.values()]
    .sort((a, b) => (a.effective_from < b.effective_from ? -1 : 1))
    .map((row) => ({
      effectiveFrom: row.effective_from,
      weeklyMinutes: row.weekly_minutes,
      fullTimeWeeklyMinutes: fullTimeMinutes,
    }));
  const first = periods[0];
  if (!first || first.effectiveFrom > spanFrom) {
    periods.unshift({
      effectiveFrom: spanFrom,
      weeklyMinutes: fullTimeMinutes,
      fullTimeWeeklyMinutes: fullTimeMinutes,
    });
  }
  return periods;
}

function absenceOfPetition(row: RegisterAbsenceRow): Absence {
  if (row.vacation_type === 'vacaciones' || row.vacation_type === null)
    return { kind: 'vacation', label: 'Vacaciones' };
  const label = vacationTypeLabels[row.vacation_type] ?? 'Permiso';
  return { kind: 'leave' satisfies AbsenceKind, label };
}

/** The employee's approved vacations and leaves by date, within the range. */
function petitionAbsences(rows: readonly RegisterAbsenceRow[], range: RegisterPeriod): Map<string, Absence> {
  const days = new Map<string, Absence>();
  for (const row of rows) {
    const absence = absenceOfPetition(row);
    const from = row.start_date > range.from ? row.start_date : range.from;
    const to = row.end_date < range.to ? row.end_date : range.to;
    for (const day of daysBetween(from, to)) if (!days.has(day)) days.set(day, absence);
  }
  return days;
}

/**
 * A shift's figures under ADR 021 (shift-minutes.ts): its printed minutes. A shift without an end
 * (running, or a forgotten clock-out) has no worked time in the record until it is clocked out or
 * corrected: the caller counts it nowhere; its pauses are shown up to `now`.
 */
function figuresOf(row: RegisterShiftRow, breakIncluded: boolean, now: Date): ShiftMinutes {
  const startedAt = new Date(row.started_ms);
  const endedAt = row.ended_ms === null ? null : new Date(row.ended_ms);
  return (
    shiftMinutes({ startedAt, endedAt, breaks: row.breaks, breakIncluded, now }) ?? {
      workedMinutes: 0,
      pauseMinutes: 0,
    }
  );
}

/** A corrected shift's first-clocked times; dates only where they differ from the shift's day. */
function originalTimes(row: RegisterShiftRow): RegisterOriginalTimes | null {
  if (!row.corrected || row.original_started_ms === null) return null;
  const startedAt = new Date(row.original_started_ms);
  const endedAt = row.original_ended_ms === null ? null : new Date(row.original_ended_ms);
  const otherDate = (date: string) => (date !== row.fecha ? date : null);
  return {
    start: hhmm(startedAt),
    end: endedAt === null ? null : hhmm(endedAt),
    start_date: otherDate(madridDate(startedAt)),
    end_date: endedAt === null ? null : otherDate(madridDate(endedAt)),
  };
}

/** A shift as the register shows it. */
function toRegisterShift(row: RegisterShiftRow, figures: ShiftMinutes): RegisterShift {
  const startedAt = new Date(row.started_ms);
  const endedAt = row.ended_ms === null ? null : new Date(row.ended_ms);
  const endDate = endedAt === null ? null : madridDate(endedAt);
  return {
    id: Number(row.id),
    start: hhmm(startedAt),
    end: endedAt === null ? null : hhmm(endedAt),
    end_date: endDate !== null && endDate !== row.fecha ? endDate : null,
    pauses: row.breaks.map((span) => ({
      start: hhmm(toDate(span.start)),
      end: span.end ? hhmm(toDate(span.end)) : null,
    })),
    status: endedAt === null ? 'incomplete' : 'closed',
    worked_minutes: endedAt === null ? null : figures.workedMinutes,
    pause_minutes: figures.pauseMinutes,
    work_mode: row.work_mode ?? 'presencial',
    corrected: row.corrected === true,
    original: originalTimes(row),
    offline: row.offline === true,
  };
}

interface EmployeeInput {
  id: number;
  name: string;
  identification: string | null;
  shifts: readonly RegisterShiftRow[];
  contracts: readonly RegisterContractRow[];
  absences: readonly RegisterAbsenceRow[];
}

interface CompanyCalendar {
  period: RegisterPeriod;
  span: RegisterPeriod;
  /** Every date of the span (the whole weeks the period touches), once for all employees. */
  spanDays: string[];
  /** The period's dates with the company-wide reason they are off (holiday, weekend), if any. */
  periodDays: { date: string; absence: Absence | null }[];
  holidays: ReadonlyMap<string, string>;
  breakIncluded: boolean;
  fullTimeMinutes: number;
}

function buildEmployee(input: EmployeeInput, calendar: CompanyCalendar, now: Date): RegisterEmployee {
  const { period, span } = calendar;
  const leaves = petitionAbsences(input.absences, span);
  // Worked time per Madrid date a shift started on (ADR 021: the sum of its shifts' printed
  // whole-minute figures), and the period's shifts as shown.
  const minutesByDay = new Map<string, number>();
  const shiftsByDay = new Map<string, RegisterShift[]>();
  for (const row of input.shifts) {
    const figures = figuresOf(row, calendar.breakIncluded, now);
    if (row.ended_ms !== null) minutesByDay.set(row.fecha, (minutesByDay.get(row.fecha) ?? 0) + figures.workedMinutes);
    if (row.fecha < period.from || row.fecha > period.to) continue;
    const shift = toRegisterShift(row, figures);
    const list = shiftsByDay.get(row.fecha);
    if (list) list.push(shift);
    else shiftsByDay.set(row.fecha, [shift]);
  }
  const worked: WorkedDay[] = [];
  for (const date of calendar.spanDays) {
    const isDayOff = calendar.holidays.has(date) || leaves.has(date);
    const workedMinutes = minutesByDay.get(date) ?? 0;
    if (isDayOff || workedMinutes > 0) worked.push({ date, workedMinutes, isDayOff });
  }
  const classification = classifyHours({
    from: period.from,
    to: period.to,
    days: worked,
    contracts: classificationContracts(input.contracts, calendar.fullTimeMinutes, span.from),
  });
  const classified = new Map(classification.days.map((day) => [day.date, day]));
  let daysWorked = 0;
  const days: RegisterDay[] = calendar.periodDays.map(({ date, absence }) => {
    const shifts = shiftsByDay.get(date) ?? [];
    if (isRegisterDayWorked({ shifts })) daysWorked++;
    const day = classified.get(date);
    return {
      date,
      shifts,
      worked_minutes: day?.workedMinutes ?? 0,
      ordinary_minutes: day?.ordinaryMinutes ?? 0,
      complementary_minutes: day?.complementaryMinutes ?? 0,
      overtime_minutes: day?.overtimeMinutes ?? 0,
      absence: absence ?? leaves.get(date) ?? null,
    };
  });
  const contract = employeeContractInForce(
    input.contracts.map((row) => ({ ...row })),
    period.to,
    calendar.fullTimeMinutes,
  );
  return {
    id: input.id,
    name: input.name,
    identification: input.identification ?? '',
    part_time_percent: contract.part_time_percent,
    weekly_hours: Math.round((contract.weekly_minutes / 60) * 100) / 100,
    days,
    totals: {
      worked: classification.totals.workedMinutes,
      ordinary: classification.totals.ordinaryMinutes,
      complementary: classification.totals.complementaryMinutes,
      overtime: classification.totals.overtimeMinutes,
      days_worked: daysWorked,
    },
  };
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * The legal register (art. 34.9 ET) of a period for a scope: per employee, every day of the period
 * with its shifts (Madrid wall times), pauses, worked time, the hour classification (ADR 009, whole
 * weeks measured) and why the day was off. Bulk reads: a handful of queries for the whole scope.
 */
export async function buildRegister(
  trx: Trx,
  scope: RegisterScope,
  period: RegisterPeriod,
  now: Date,
): Promise<RegisterResponse> {
  const company = await findRegisterCompany(trx, scope.companyId);
  if (!company) throw new AppError('NOT_FOUND', REPORT_MESSAGES.companyNotFound);
  if (scope.employeeId !== undefined && !(await isEmployeeInReachWithSelf(trx, scope.reach, scope.employeeId))) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.employeeNotFound);
  }
  const centre = scope.centreId === undefined ? undefined : await findCentreLabel(trx, scope.companyId, scope.centreId);
  if (scope.centreId !== undefined && !centre) throw new AppError('NOT_FOUND', REPORT_MESSAGES.centreNotFound);
  const span = classificationSpan(period.from, period.to);
  const employees = await listRegisterEmployees(trx, scope.reach, period, {
    employeeId: scope.employeeId,
    centreId: scope.centreId,
  });
  const ids = employees.map((employee) => employee.id);
  const shifts = groupBy(await listRegisterShifts(trx, scope.companyId, ids, span), (row) => row.user_id);
  const contracts = groupBy(await listRegisterContracts(trx, scope.companyId, ids), (row) => row.user_id);
  const absences = groupBy(await listRegisterAbsences(trx, scope.companyId, ids, span), (row) => row.employee_id);
  const holidays = ids.length > 0 ? await namedHolidays(trx, scope.companyId, span.from, span.to) : new Map();

  const fullTimeHours = Number(company.full_time_weekly_hours ?? DEFAULT_FULL_TIME_WEEKLY_HOURS);
  const calendar: CompanyCalendar = {
    period,
    span,
    spanDays: daysBetween(span.from, span.to),
    holidays,
    breakIncluded: company.break_included ?? false,
    fullTimeMinutes: Math.round(
      (Number.isFinite(fullTimeHours) && fullTimeHours > 0 ? fullTimeHours : DEFAULT_FULL_TIME_WEEKLY_HOURS) * 60,
    ),
    periodDays: daysBetween(period.from, period.to).map((date) => {
      const holiday = holidays.get(date);
      const absence: Absence | null = holiday ? { kind: 'holiday', label: holiday } : isWeekend(date) ? WEEKEND : null;
      return { date, absence };
    }),
  };
  const built = employees
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
    .map((employee) =>
      buildEmployee(
        {
          ...employee,
          shifts: shifts.get(employee.id) ?? [],
          contracts: contracts.get(employee.id) ?? [],
          absences: absences.get(employee.id) ?? [],
        },
        calendar,
        now,
      ),
    );
  return {
    company: { id: company.id, name: company.name, cif: company.cif, schema_name: company.schema_name },
    ...(centre ? { centre } : {}),
    from: period.from,
    to: period.to,
    generated_at: now.toISOString(),
    employees: built,
  };
}
