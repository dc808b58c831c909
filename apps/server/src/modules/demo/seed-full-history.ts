import { addDays, madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { daysBetween, workingDaysBetween } from '@jornada/shared/domain/working-days';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { writePendingPetition, writePetitionDecision } from '../petitions/petition-history';
import { holidaySet } from '../vacations/holiday-calendar';
import type { WorkshiftRow } from '../workshift/workshift-row';
import { insertHolidays, listUsersByEmail } from './demo.repository';
import { type DemoRoutine, panaderiaRoutines, planWorkday, talleresRoutines } from './demo-routines';
import { type PlannedEvent, writeSealedHistory } from './write-sealed-history';

/**
 * The demo's full history: every working day from the first of the previous month to yesterday
 * (Madrid) for every demo worker and manager of both companies, skipping weekends, holidays (national
 * and regional from date-holidays, plus a local one of Talleres Norte in the previous month) and an
 * approved vacation of Javier. Written in bulk, sealed as the clock service seals (write-sealed-history).
 */

/** yyyy-MM-01 of the month before `today`'s. */
export function firstOfPreviousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

type Person = { id: number; email: string; name: string; company_id: number | null };

/** The shift an approved correction will fix: clocked in late, the real start stated by the worker. */
export interface LateStart {
  email: string;
  workshiftId: string;
  /** yyyy-MM-ddTHH:mm[:ss], Madrid wall times, as the correction form sends them. */
  realStart: string;
  recordedEnd: string;
  reason: string;
}

interface CompanyPlan {
  companyId: number;
  routines: DemoRoutine[];
  allowsRemoteWork: boolean;
  /** Days each worker does not work besides the company's holidays (approved vacations). */
  daysOff: Map<number, Set<string>>;
}

const wall = (instant: Date) => `${madridDate(instant)}T${madridTime(instant)}`;

/** Three consecutive calendar days, all working days, from position `from` on (or the month's last three). */
function threeDaysFrom(days: string[], from: number): [string, string] {
  for (let i = from; i + 2 < days.length; i++) {
    const first = days[i] as string;
    if (days[i + 2] === addDays(first, 2)) return [first, days[i + 2] as string];
  }
  return [days.at(-3) as string, days.at(-1) as string];
}

async function seedCompany(
  trx: Trx,
  plan: CompanyPlan,
  people: Map<string, Person>,
  range: { from: string; to: string; today: string },
): Promise<LateStart[]> {
  const holidays = await holidaySet(trx, plan.companyId, range.from, range.to);
  const workingDays = workingDaysBetween(range.from, range.to, holidays);
  const position = new Map<string, { index: number; isPreviousMonth: boolean }>();
  const month = range.today.slice(0, 7);
  for (const key of new Set(workingDays.map((d) => d.slice(0, 7)))) {
    for (const [index, day] of workingDays.filter((d) => d.startsWith(key)).entries()) {
      position.set(day, { index, isPreviousMonth: key !== month });
    }
  }
  const planned: PlannedEvent[] = [];
  const lateDays: { routine: DemoRoutine; userId: number; day: string }[] = [];
  for (const [salt, routine] of plan.routines.entries()) {
    const person = people.get(routine.email) as Person;
    const off = plan.daysOff.get(person.id) ?? new Set<string>();
    const days = workingDays.filter((d) => !off.has(d));
    for (const day of days) {
      const where = position.get(day) as { index: number; isPreviousMonth: boolean };
      const options = { ...where, allowsRemoteWork: plan.allowsRemoteWork, isLastDay: day === days.at(-1) };
      for (const [k, clock] of planWorkday(routine, salt + 1, day, options).entries()) {
        planned.push({ ...clock, userId: person.id, accuracy: 8 + ((salt * 5 + k * 3 + day.charCodeAt(9)) % 17) });
      }
      if (routine.lateStart && where.isPreviousMonth && where.index === routine.lateStart.at) {
        lateDays.push({ routine, userId: person.id, day });
      }
    }
  }
  // In instant order, as the live path would have drawn the ids.
  const order: Record<string, number> = { start: 0, break_start: 1, break_end: 2, end: 3 };
  planned.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.userId - b.userId || (order[a.kind] ?? 0) - (order[b.kind] ?? 0),
  );
  const shifts = await writeSealedHistory(trx, plan.companyId, planned);
  return lateDays.map(({ routine, userId, day }) => {
    const shift = shifts.find((s) => s.user_id === userId && s.fecha === day) as WorkshiftRow;
    return {
      email: routine.email,
      workshiftId: shift.id,
      realStart: `${day}T${routine.start}`,
      recordedEnd: wall(shift.ended_at as Date),
      reason: routine.lateStart?.reason as string,
    };
  });
}

/** The full history of both demo companies; returns the late clock-ins to correct. */
export async function seedFullHistory(db: Db, now: Date): Promise<LateStart[]> {
  const today = madridDate(now);
  const range = { from: firstOfPreviousMonth(today), to: addDays(today, -1), today };
  const emails = [
    'empresa@jornada.test',
    'empresa2@jornada.test',
    ...panaderiaRoutines.map((r) => r.email),
    ...talleresRoutines.map((r) => r.email),
  ];
  const people = new Map((await listUsersByEmail(db, emails)).map((p) => [p.email, p]));
  const person = (email: string) => {
    const found = people.get(email);
    if (!found || found.company_id === null) throw new Error(`demo: falta ${email}`);
    return found as Person & { company_id: number };
  };
  const previousMonth = { from: range.from, to: addDays(`${today.slice(0, 7)}-01`, -1) };
  const late: LateStart[] = [];

  const ana = person('empresa@jornada.test');
  late.push(
    ...(await withTenant(db, ana.company_id, async (trx) => {
      const companyId = ana.company_id;
      // An approved week-day run of vacation for Javier in the previous month.
      const days = workingDaysBetween(
        previousMonth.from,
        previousMonth.to,
        await holidaySet(trx, companyId, previousMonth.from, previousMonth.to),
      );
      const [start, end] = threeDaysFrom(days, 12);
      const javier = person('javier.moreno@jornada.test');
      const carlos = person('manager@jornada.test');
      const vacation = await writePendingPetition(trx, {
        companyId,
        kind: 'vacations',
        requesterId: javier.id,
        employeeId: javier.id,
        assignedTo: [carlos.id],
        payload: { vacation_type: 'vacaciones', start_date: start, end_date: end, comment: 'Puente con la familia' },
        startDate: start,
        endDate: end,
      });
      await writePetitionDecision(trx, companyId, vacation, {
        status: 'approved',
        decidedBy: carlos.id,
        comment: null,
      });
      const plan: CompanyPlan = {
        companyId,
        routines: panaderiaRoutines,
        allowsRemoteWork: true,
        daysOff: new Map([[javier.id, new Set(daysBetween(start, end))]]),
      };
      return seedCompany(trx, plan, people, range);
    })),
  );

  const elena = person('empresa2@jornada.test');
  late.push(
    ...(await withTenant(db, elena.company_id, async (trx) => {
      const companyId = elena.company_id;
      // A local holiday on a weekday of the previous month (its 10th working day: the days are already
      // free of holidays, the fixed local ones seedDemoPetitions added included), in the table the
      // vacations module reads.
      const days = workingDaysBetween(
        previousMonth.from,
        previousMonth.to,
        await holidaySet(trx, companyId, previousMonth.from, previousMonth.to),
      );
      await insertHolidays(trx, companyId, [
        { date: days[9] as string, name: 'Fiesta local (convenio del metal de Bizkaia)', created_by: elena.id },
      ]);
      const plan: CompanyPlan = { companyId, routines: talleresRoutines, allowsRemoteWork: false, daysOff: new Map() };
      return seedCompany(trx, plan, people, range);
    })),
  );
  return late;
}
