import type { RegisterDay, RegisterEmployee, RegisterResponse, RegisterShift } from '@jornada/shared/api/reports';
import { daysBetween, isWeekend } from '@jornada/shared/domain/working-days';

/** A crafted register of March 2026 for the PDF tests: two workers, one with every kind of day. */

export const LONG_NAME =
  'María del Carmen Fernández-Villaverde de los Santos Rodríguez-Altamirano y Gómez de la Serna Ochandiano';

let nextId = 1;

function shift(start: string, end: string | null, extra: Partial<RegisterShift> = {}): RegisterShift {
  return {
    id: nextId++,
    start,
    end,
    end_date: null,
    pauses: [{ start: '13:00', end: '13:30' }],
    status: end === null ? 'incomplete' : 'closed',
    worked_minutes: end === null ? null : 480,
    pause_minutes: 30,
    work_mode: 'presencial',
    corrected: false,
    original: null,
    offline: false,
    ...extra,
  };
}

function day(date: string, shifts: RegisterShift[], minutes: Partial<RegisterDay> = {}): RegisterDay {
  const worked = shifts.reduce((sum, s) => sum + (s.worked_minutes ?? 0), 0);
  return {
    date,
    shifts,
    worked_minutes: worked,
    ordinary_minutes: Math.min(worked, 480),
    complementary_minutes: 0,
    overtime_minutes: Math.max(0, worked - 480),
    absence: null,
    ...minutes,
  };
}

const weekend = (date: string): RegisterDay => day(date, [], { absence: { kind: 'weekend', label: 'Fin de semana' } });

function totalsOf(days: RegisterDay[]): RegisterEmployee['totals'] {
  const sum = (key: 'worked_minutes' | 'ordinary_minutes' | 'complementary_minutes' | 'overtime_minutes') =>
    days.reduce((total, d) => total + d[key], 0);
  return {
    worked: sum('worked_minutes'),
    ordinary: sum('ordinary_minutes'),
    complementary: sum('complementary_minutes'),
    overtime: sum('overtime_minutes'),
    days_worked: days.filter((d) => d.shifts.some((s) => s.status === 'closed')).length,
  };
}

/** Full time: a night shift on the 12th, a corrected day on the 10th, San José (19th) a holiday, overtime on the 5th. */
function fullTimeDays(from: string, to: string): RegisterDay[] {
  return daysBetween(from, to).map((date) => {
    if (isWeekend(date)) return weekend(date);
    if (date.endsWith('-19'))
      return day(date, [], { absence: { kind: 'holiday', label: 'Festivo: San José (Comunidad de Madrid)' } });
    if (date.endsWith('-26')) return day(date, [], { absence: { kind: 'vacation', label: 'Vacaciones' } });
    if (date.endsWith('-12'))
      return day(date, [
        shift('22:00', '06:30', { end_date: '2026-03-13', pauses: [{ start: '02:00', end: '02:30' }] }),
      ]);
    if (date.endsWith('-13')) return day(date, []);
    if (date.endsWith('-10'))
      return day(date, [
        shift('08:00', '16:30', {
          corrected: true,
          original: { start: '08:40', end: '16:30', start_date: null, end_date: null },
        }),
      ]);
    if (date.endsWith('-16')) return day(date, [shift('08:05', '16:35', { offline: true, work_mode: 'teletrabajo' })]);
    if (date.endsWith('-05'))
      return day(date, [
        shift('07:30', '14:00', { worked_minutes: 360 }),
        shift('15:00', '19:30', {
          worked_minutes: 240,
          pauses: [
            { start: '16:30', end: '16:45' },
            { start: '18:00', end: '18:15' },
          ],
          corrected: true,
          offline: true,
        }),
      ]);
    return day(date, [shift('08:00', '16:30')]);
  });
}

/** Part time, 50 %: four hours a day, an hour more (complementary) on Mondays. */
function partTimeDays(from: string, to: string): RegisterDay[] {
  return daysBetween(from, to).map((date) => {
    if (isWeekend(date)) return weekend(date);
    if (date.endsWith('-19'))
      return day(date, [], { absence: { kind: 'holiday', label: 'Festivo: San José (Comunidad de Madrid)' } });
    const monday = new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
    const worked = monday ? 300 : 240;
    return day(
      date,
      [shift('09:00', monday ? '14:00' : '13:00', { worked_minutes: worked, pauses: [], pause_minutes: 0 })],
      {
        ordinary_minutes: 240,
        complementary_minutes: worked - 240,
        overtime_minutes: 0,
      },
    );
  });
}

export function craftedRegister(from = '2026-03-01', to = '2026-03-31'): RegisterResponse {
  const first = fullTimeDays(from, to);
  const second = partTimeDays(from, to);
  return {
    company: { id: 7, name: 'Panadería Ejemplo S.L.', cif: 'B87654323', schema_name: 'company_7' },
    from,
    to,
    generated_at: '2026-04-01T08:15:00.000Z',
    employees: [
      {
        id: 11,
        name: LONG_NAME,
        identification: '12345678Z',
        part_time_percent: 100,
        weekly_hours: 40,
        days: first,
        totals: totalsOf(first),
      },
      {
        id: 12,
        name: 'Marta Ruiz Ortega',
        identification: 'X1234567L',
        part_time_percent: 50,
        weekly_hours: 20,
        days: second,
        totals: totalsOf(second),
      },
    ],
  };
}
