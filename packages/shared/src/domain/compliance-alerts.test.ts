import { describe, expect, it } from 'vitest';
import type { AlertType } from '../api/reports';
import {
  type AlertShift,
  alertsWindow,
  type ComplianceAlertsInput,
  complianceAlerts,
  earlierYearSpan,
  hoursLabel,
  monthBounds,
} from './compliance-alerts';
import type { ContractPeriod } from './hour-classification';
import { addDays, madridToInstant } from './madrid-time';
import { daysBetween, isWeekend } from './working-days';

const H = 60;
const fullTime: ContractPeriod = { effectiveFrom: '2020-01-01', weeklyMinutes: 40 * H, fullTimeWeeklyMinutes: 40 * H };

/** A Madrid wall-clock instant. */
const at = (date: string, time: string) => {
  const instant = madridToInstant(date, time);
  if (!instant) throw new Error(`${date} ${time}`);
  return instant;
};

/**
 * A closed shift from `date start` to `end` (on the next day when earlier than the start, or on
 * `endDate`), with pauses as ['11:00', '11:20'] on the start's date.
 */
function shift(
  date: string,
  start: string,
  end: string | null,
  pauses: [string, string][] = [],
  endDate?: string,
): AlertShift {
  const endDay = endDate ?? (end !== null && end < start ? addDays(date, 1) : date);
  return {
    startedAt: at(date, start),
    endedAt: end === null ? null : at(endDay, end),
    breaks: pauses.map(([from, to]) => ({ start: at(date, from), end: at(date, to) })),
  };
}

/** Every date of a range (both included) at the same times. */
const daily = (from: string, to: string, start: string, end: string, weekdaysOnly = false) =>
  daysBetween(from, to)
    .filter((date) => !weekdaysOnly || !isWeekend(date))
    .map((date) => shift(date, start, end));

function alertsFor(overrides: Partial<ComplianceAlertsInput>) {
  return complianceAlerts({
    month: '2025-03',
    now: at('2025-04-10', '10:00'),
    shifts: [],
    scheduledWeekdays: [1, 2, 3, 4, 5],
    daysOff: new Set(),
    employment: { from: '2020-01-01', to: null },
    contracts: [fullTime],
    breakIncluded: false,
    forgottenClockoutHours: 12,
    ...overrides,
  });
}

const only = (type: AlertType, overrides: Partial<ComplianceAlertsInput>) =>
  alertsFor(overrides)
    .filter((alert) => alert.type === type)
    .map(({ date, detail }) => ({ date, detail }));
const datesOf = (type: AlertType, overrides: Partial<ComplianceAlertsInput>) =>
  only(type, overrides).map((alert) => alert.date);

describe('helpers', () => {
  it('month bounds, the window of shifts and the earlier part of the year', () => {
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // March 2025 begins on a Saturday: its first week's Monday is 24 Feb; its last Monday is 31 March.
    expect(alertsWindow('2025-03')).toEqual({ from: '2025-02-17', to: '2025-04-09' });
    expect(earlierYearSpan('2025-03')).toEqual({ from: '2024-12-30', to: '2025-02-16' });
    expect(hoursLabel(632)).toBe('10:32 h');
    expect(hoursLabel(5)).toBe('0:05 h');
  });
});

describe('open_shift', () => {
  it('a shift open longer than the forgotten clock-out limit, on the date it started', () => {
    const shifts = [shift('2025-03-31', '08:00', null)];
    expect(only('open_shift', { shifts, now: at('2025-04-01', '10:30') })).toEqual([
      {
        date: '2025-03-31',
        detail: 'Jornada iniciada el 31/03 a las 08:00 sin cerrar: 26:30 h abierta (límite de la empresa: 12 h)',
      },
    ]);
  });

  it('a night shift still running after midnight is not one, nor a closed shift', () => {
    const night = [shift('2025-03-31', '22:00', null)];
    expect(only('open_shift', { shifts: night, now: at('2025-04-01', '05:00') })).toEqual([]);
    expect(only('open_shift', { shifts: night, now: at('2025-04-01', '10:01') })).toHaveLength(1);
    expect(only('open_shift', { shifts: [shift('2025-03-20', '08:00', '15:00')] })).toEqual([]);
  });

  it("the company's limit decides, and a shift begun in another month belongs to that month", () => {
    const shifts = [shift('2025-03-31', '20:00', null)];
    const now = at('2025-04-01', '04:00');
    expect(only('open_shift', { shifts, now, forgottenClockoutHours: 6 })).toHaveLength(1);
    expect(only('open_shift', { shifts, now, forgottenClockoutHours: 8 })).toEqual([]);
    expect(only('open_shift', { shifts, now, month: '2025-04', forgottenClockoutHours: 6 })).toEqual([]);
  });
});

describe('missing_day', () => {
  const weekdays = daily('2025-03-01', '2025-03-31', '08:00', '15:00', true);

  it('a scheduled weekday with no shift, up to yesterday', () => {
    const shifts = weekdays.filter((s) => !isOn(s, '2025-03-12'));
    expect(only('missing_day', { shifts })).toEqual([
      { date: '2025-03-12', detail: 'Sin fichajes el miércoles 12/03, día laborable' },
    ]);
  });

  it('not on a holiday, an approved vacation, a weekend, today or later', () => {
    const shifts = weekdays.filter(
      (s) => !['2025-03-19', '2025-03-20', '2025-03-26', '2025-03-27'].some((d) => isOn(s, d)),
    );
    const daysOff = new Set(['2025-03-19', '2025-03-20']);
    expect(datesOf('missing_day', { shifts, daysOff, now: at('2025-03-26', '23:50') })).toEqual([]);
    expect(datesOf('missing_day', { shifts, daysOff, now: at('2025-03-27', '00:20') })).toEqual(['2025-03-26']);
  });

  it("the shift's weekdays when the employee has one (weekend work)", () => {
    const shifts = [shift('2025-03-01', '09:00', '14:00'), shift('2025-03-02', '09:00', '14:00')];
    expect(datesOf('missing_day', { shifts, scheduledWeekdays: [6, 7], now: at('2025-03-10', '12:00') })).toEqual([
      '2025-03-08',
      '2025-03-09',
    ]);
  });

  it('only within the employment', () => {
    const employment = { from: '2025-03-24', to: '2025-03-26' };
    expect(datesOf('missing_day', { employment })).toEqual(['2025-03-24', '2025-03-25', '2025-03-26']);
    expect(datesOf('missing_day', { employment: { from: '2025-04-01', to: null } })).toEqual([]);
  });

  it('a month not begun yet has no alerts at all', () => {
    expect(alertsFor({ month: '2025-05' })).toEqual([]);
  });
});

/** Whether a shift started on a Madrid date. */
function isOn(s: AlertShift, date: string) {
  const start = new Date(s.startedAt).getTime();
  return start >= at(date, '00:00').getTime() && start < at(addDays(date, 1), '00:00').getTime();
}

describe('daily_over_9h', () => {
  it('more than 9 h worked in a day', () => {
    expect(only('daily_over_9h', { shifts: [shift('2025-03-12', '08:00', '18:32')] })).toEqual([
      { date: '2025-03-12', detail: 'Jornada de 10:32 h el 12/03 (máximo 9 h ordinarias)' },
    ]);
  });

  it('exactly 9 h, or 10 h with an unpaid hour of pause, is not', () => {
    expect(only('daily_over_9h', { shifts: [shift('2025-03-12', '08:00', '17:00')] })).toEqual([]);
    const paused = [shift('2025-03-12', '08:00', '18:00', [['13:00', '14:00']])];
    expect(only('daily_over_9h', { shifts: paused })).toEqual([]);
    expect(only('daily_over_9h', { shifts: paused, breakIncluded: true })).toHaveLength(1);
  });

  it("the day's shifts add up; a night shift counts on the date it started", () => {
    const split = [shift('2025-03-12', '07:00', '12:00'), shift('2025-03-12', '15:00', '20:00')];
    expect(datesOf('daily_over_9h', { shifts: split })).toEqual(['2025-03-12']);
    expect(datesOf('daily_over_9h', { shifts: [shift('2025-03-13', '22:00', '08:00')] })).toEqual(['2025-03-13']);
  });

  it('measures real time across the clock changes (23 h and 25 h nights)', () => {
    // 22:00 → 08:00 on the night the clocks go forward is 9 real hours.
    expect(only('daily_over_9h', { shifts: [shift('2025-03-29', '22:00', '08:00')] })).toEqual([]);
    // 22:00 → 07:00 on the night they go back is 10 real hours.
    expect(
      only('daily_over_9h', {
        month: '2025-10',
        now: at('2025-11-05', '12:00'),
        shifts: [shift('2025-10-25', '22:00', '07:00')],
      }),
    ).toEqual([{ date: '2025-10-25', detail: 'Jornada de 10:00 h el 25/10 (máximo 9 h ordinarias)' }]);
  });

  it("the contract's daily cap when it has one; an open shift counts in no duration", () => {
    const shifts = [shift('2025-03-12', '08:00', '16:30')];
    expect(only('daily_over_9h', { shifts, contracts: [{ ...fullTime, dailyCapMinutes: 8 * H }] })).toEqual([
      { date: '2025-03-12', detail: 'Jornada de 8:30 h el 12/03 (máximo 8 h ordinarias)' },
    ]);
    expect(
      only('daily_over_9h', { shifts: [shift('2025-03-31', '08:00', null)], now: at('2025-03-31', '20:00') }),
    ).toEqual([]);
  });
});

describe('rest_under_12h', () => {
  it('less than 12 h between one day’s end and the next day’s start, on the later day', () => {
    const shifts = [shift('2025-03-11', '14:00', '22:00'), shift('2025-03-12', '08:00', '15:00')];
    expect(only('rest_under_12h', { shifts })).toEqual([
      {
        date: '2025-03-12',
        detail:
          'Descanso de 10:00 h entre jornadas: fin el 11/03 a las 22:00, inicio el 12/03 a las 08:00 (mínimo 12 h)',
      },
    ]);
  });

  it('exactly 12 h is enough; pauses inside a day are no rest between days', () => {
    const shifts = [shift('2025-03-11', '14:00', '22:00'), shift('2025-03-12', '10:00', '18:00')];
    expect(only('rest_under_12h', { shifts })).toEqual([]);
    const split = [shift('2025-03-12', '08:00', '12:00'), shift('2025-03-12', '16:00', '20:00')];
    expect(only('rest_under_12h', { shifts: split })).toEqual([]);
  });

  it("a night shift ends its day's work the next morning", () => {
    const shifts = [shift('2025-03-10', '22:00', '06:00'), shift('2025-03-11', '17:00', '23:00')];
    expect(datesOf('rest_under_12h', { shifts })).toEqual(['2025-03-11']);
    const later = [shift('2025-03-10', '22:00', '06:00'), shift('2025-03-11', '18:00', '23:00')];
    expect(datesOf('rest_under_12h', { shifts: later })).toEqual([]);
  });

  it('counts real hours over the spring-forward night (21:00 → 09:30 is 11:30 h)', () => {
    const shifts = [shift('2025-03-29', '12:00', '21:00'), shift('2025-03-30', '09:30', '14:00')];
    expect(only('rest_under_12h', { shifts })[0]?.detail).toContain('Descanso de 11:30 h');
    const autumn = [shift('2025-10-25', '12:00', '21:00'), shift('2025-10-26', '08:30', '14:00')];
    expect(only('rest_under_12h', { shifts: autumn, month: '2025-10', now: at('2025-11-05', '12:00') })).toEqual([]);
  });

  it('across the month boundary the alert belongs to the later day’s month', () => {
    const shifts = [shift('2025-02-28', '15:00', '23:00'), shift('2025-03-01', '07:00', '12:00')];
    expect(datesOf('rest_under_12h', { shifts })).toEqual(['2025-03-01']);
    expect(datesOf('rest_under_12h', { shifts, month: '2025-02' })).toEqual([]);
  });
});

describe('no_break_over_6h', () => {
  it('more than 6 h of work without a pause', () => {
    expect(only('no_break_over_6h', { shifts: [shift('2025-03-12', '08:00', '15:00')] })).toEqual([
      {
        date: '2025-03-12',
        detail: '7:00 h seguidas sin una pausa de al menos 15 min el 12/03 (08:00–15:00; máximo 6 h)',
      },
    ]);
  });

  it('a pause of 15 minutes or more splits the stretch; exactly 6 h is allowed', () => {
    expect(only('no_break_over_6h', { shifts: [shift('2025-03-12', '08:00', '15:00', [['11:00', '11:15']])] })).toEqual(
      [],
    );
    expect(only('no_break_over_6h', { shifts: [shift('2025-03-12', '08:00', '14:00')] })).toEqual([]);
  });

  it('a shorter pause, or clocking out for a few minutes, does not', () => {
    const short = [shift('2025-03-12', '08:00', '15:00', [['11:00', '11:10']])];
    expect(datesOf('no_break_over_6h', { shifts: short })).toEqual(['2025-03-12']);
    const rejoined = [shift('2025-03-12', '08:00', '12:00'), shift('2025-03-12', '12:05', '15:00')];
    expect(only('no_break_over_6h', { shifts: rejoined })[0]?.detail).toContain('(08:00–15:00;');
  });

  it('a night shift, measured in real time across the clock change', () => {
    expect(datesOf('no_break_over_6h', { shifts: [shift('2025-03-13', '22:00', '05:00')] })).toEqual(['2025-03-13']);
    // 23:00 → 06:00 on the spring-forward night is 6 real hours.
    expect(datesOf('no_break_over_6h', { shifts: [shift('2025-03-29', '23:00', '06:00')] })).toEqual([]);
  });
});

describe('weekly_rest_under_36h', () => {
  const now = at('2025-04-10', '10:00');

  it('a week worked every day without 36 h of rest, on its Monday', () => {
    const shifts = daily('2025-03-09', '2025-03-17', '08:00', '16:00');
    expect(only('weekly_rest_under_36h', { shifts, now })).toEqual([
      {
        date: '2025-03-10',
        detail: 'Semana del 10/03 al 16/03: el descanso seguido más largo fue de 16:00 h (mínimo 36 h)',
      },
    ]);
  });

  it('Monday to Friday has the weekend; exactly 36 h is enough', () => {
    expect(
      datesOf('weekly_rest_under_36h', { shifts: daily('2025-03-03', '2025-03-28', '08:00', '16:00', true) }),
    ).toEqual([]);
    const shifts = [...daily('2025-03-09', '2025-03-15', '08:00', '14:00'), shift('2025-03-17', '02:00', '08:00')];
    expect(datesOf('weekly_rest_under_36h', { shifts })).toEqual([]);
  });

  it('a rest spanning two weeks counts for both', () => {
    // Week of 3 March: Monday to Saturday until 20:00; rest to Monday 10 March 10:00 (38 h); then
    // every day of the week of 10 March, and Monday 17 again.
    const shifts = [
      ...daily('2025-03-01', '2025-03-08', '10:00', '20:00'),
      ...daily('2025-03-10', '2025-03-17', '10:00', '18:00'),
    ];
    expect(datesOf('weekly_rest_under_36h', { shifts })).toEqual([]);
    // Working Sunday 9 March too leaves both weeks without it.
    expect(datesOf('weekly_rest_under_36h', { shifts: [...shifts, shift('2025-03-09', '10:00', '18:00')] })).toEqual([
      '2025-03-03',
      '2025-03-10',
    ]);
  });

  it('the week of the spring-forward Sunday is an hour shorter', () => {
    // Saturday 16:00 → Monday 04:30 is 36:30 h in a normal week but 35:30 h over the clock change.
    const week = (monday: string) => [
      shift(addDays(monday, -1), '08:00', '16:00'),
      ...daily(monday, addDays(monday, 5), '08:00', '16:00'),
      shift(addDays(monday, 7), '04:30', '12:00'),
    ];
    expect(datesOf('weekly_rest_under_36h', { shifts: week('2025-03-17') })).toEqual([]);
    expect(only('weekly_rest_under_36h', { shifts: week('2025-03-24') })).toEqual([
      {
        date: '2025-03-24',
        detail: 'Semana del 24/03 al 30/03: el descanso seguido más largo fue de 35:30 h (mínimo 36 h)',
      },
    ]);
  });

  it('only weeks that have ended, with work in them, whose Monday is in the month', () => {
    const shifts = daily('2025-02-24', '2025-04-07', '08:00', '16:00');
    expect(datesOf('weekly_rest_under_36h', { shifts, now: at('2025-03-23', '23:50') })).toEqual([
      '2025-03-03',
      '2025-03-10',
    ]);
    expect(datesOf('weekly_rest_under_36h', { shifts, now: at('2025-04-07', '09:00') })).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(datesOf('weekly_rest_under_36h', { shifts: [] })).toEqual([]);
  });
});

describe('overtime_over_80h_year', () => {
  /** Minutes per date: Monday to Friday 8 h and Saturday `saturday` hours, for the weeks from `monday` to `last`. */
  function weeks(monday: string, last: string, saturday: number): Map<string, number> {
    const minutes = new Map<string, number>();
    for (let m = monday; m <= last; m = addDays(m, 7)) {
      for (let i = 0; i < 5; i++) minutes.set(addDays(m, i), 8 * H);
      minutes.set(addDays(m, 5), saturday * H);
    }
    return minutes;
  }
  // Seven weeks of January and February with a 10-hour Saturday: 70 h of overtime.
  const earlierWorkedMinutes = weeks('2025-01-06', '2025-02-17', 10);
  const march = (saturdays: [string, string][]) => [
    ...daily('2025-02-24', '2025-03-28', '08:00', '16:00', true),
    ...saturdays.map(([date, end]) => shift(date, '08:00', end)),
  ];

  it('the month in which the year passes 80 h', () => {
    const shifts = march([
      ['2025-03-01', '18:00'],
      ['2025-03-08', '18:00'],
    ]);
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes })).toEqual([
      { date: '2025-03-31', detail: '90:00 h extra en 2025 hasta el 31/03 (límite 80 h; 20:00 h este mes)' },
    ]);
    // In the current month, up to today.
    expect(datesOf('overtime_over_80h_year', { shifts, earlierWorkedMinutes, now: at('2025-03-12', '09:00') })).toEqual(
      ['2025-03-12'],
    );
  });

  it('exactly 80 h is not over; nor a month that added nothing after the limit was passed', () => {
    const shifts = march([['2025-03-01', '18:00']]);
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes })).toEqual([]);
    // 14-hour Saturdays: 42 h in January, 98 h by the end of February.
    const heavyJanuary = weeks('2025-01-06', '2025-01-13', 14);
    const heavyShifts: AlertShift[] = [];
    for (let monday = '2025-01-20'; monday <= '2025-02-17'; monday = addDays(monday, 7)) {
      heavyShifts.push(
        ...daily(monday, addDays(monday, 4), '08:00', '16:00'),
        shift(addDays(monday, 5), '06:00', '20:00'),
      );
    }
    expect(
      only('overtime_over_80h_year', { month: '2025-02', shifts: heavyShifts, earlierWorkedMinutes: heavyJanuary }),
    ).toEqual([{ date: '2025-02-28', detail: '98:00 h extra en 2025 hasta el 28/02 (límite 80 h; 56:00 h este mes)' }]);
    const heavy = weeks('2025-01-06', '2025-02-10', 14);
    expect(only('overtime_over_80h_year', { shifts: march([]), earlierWorkedMinutes: heavy })).toEqual([]);
  });

  it('months compensated with rest do not count', () => {
    const shifts = march([
      ['2025-03-01', '18:00'],
      ['2025-03-08', '18:00'],
    ]);
    // All of January compensated: the part left out never exceeds the month's overtime.
    const compensatedMinutes = new Map([['2025-01', 100_000]]);
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes, compensatedMinutes })).toEqual([]);
  });

  it('the limit shrinks for a contract shorter than the year; holidays shrink the ordinary week', () => {
    const shifts = march([['2025-03-08', '13:00']]); // 75 h in the year
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes })).toEqual([]);
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes, overtimeLimitShare: 306 / 365 })).toEqual([
      { date: '2025-03-31', detail: '75:00 h extra en 2025 hasta el 31/03 (límite 67:04 h; 5:00 h este mes)' },
    ]);
    // Working a Wednesday holiday leaves that week 32 ordinary hours: its Friday becomes overtime, 83 h.
    expect(only('overtime_over_80h_year', { shifts, earlierWorkedMinutes, daysOff: new Set(['2025-03-19']) })).toEqual([
      { date: '2025-03-31', detail: '83:00 h extra en 2025 hasta el 31/03 (límite 80 h; 13:00 h este mes)' },
    ]);
  });
});

describe('the whole list', () => {
  it('is by date, then by type', () => {
    const shifts = [shift('2025-03-11', '14:00', '22:00'), shift('2025-03-12', '06:00', '18:00')];
    const alerts = alertsFor({ shifts, employment: { from: '2025-03-10', to: null }, now: at('2025-03-14', '00:20') });
    expect(alerts.map((a) => `${a.date} ${a.type}`)).toEqual([
      '2025-03-10 missing_day',
      '2025-03-11 no_break_over_6h',
      '2025-03-12 daily_over_9h',
      '2025-03-12 rest_under_12h',
      '2025-03-12 no_break_over_6h',
      '2025-03-13 missing_day',
    ]);
  });
});
