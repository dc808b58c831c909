import { describe, expect, it } from 'vitest';
import { workedMinutesByDay } from './daily-worked-minutes';
import {
  type ClassifiedDay,
  type ContractPeriod,
  classificationSpan,
  classifyHours,
  contractInForce,
  contractShape,
  mondayOf,
  type WorkedDay,
} from './hour-classification';
import { addDays, madridToInstant } from './madrid-time';

const H = 60;
const FULL_TIME = 40 * H;
const fullTime: ContractPeriod = {
  effectiveFrom: '2020-01-01',
  weeklyMinutes: FULL_TIME,
  fullTimeWeeklyMinutes: FULL_TIME,
};
const halfTime: ContractPeriod = { ...fullTime, weeklyMinutes: 20 * H };

/** Minutes per day from a Monday: `week('2026-11-16', [8, 8, 8])` is Mon–Wed at 8 h. */
function week(monday: string, hours: readonly number[], dayOff: readonly number[] = []): WorkedDay[] {
  return hours.map((h, index) => ({
    date: addDays(monday, index),
    workedMinutes: h * H,
    ...(dayOff.includes(index) ? { isDayOff: true } : {}),
  }));
}

/** [ordinary, complementary, overtime] of each day, in hours, to read a week at a glance. */
const split = (days: readonly ClassifiedDay[]) =>
  days.map((d) => [d.ordinaryMinutes / H, d.complementaryMinutes / H, d.overtimeMinutes / H]);

const classifyWeek = (monday: string, days: WorkedDay[], contracts = [fullTime]) =>
  classifyHours({ from: monday, to: addDays(monday, 6), days, contracts });

/** A Madrid wall-clock instant. */
const at = (date: string, time: string) => {
  const instant = madridToInstant(date, time);
  if (!instant) throw new Error(`${date} ${time}`);
  return instant;
};
const now = at('2027-01-01', '00:00');

describe('a full-time week (40 h)', () => {
  it('exactly the contracted week is all ordinary', () => {
    const result = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 8, 8]));
    expect(result.totals).toEqual({
      workedMinutes: 40 * H,
      ordinaryMinutes: 40 * H,
      complementaryMinutes: 0,
      overtimeMinutes: 0,
    });
    expect(result.contract).toEqual({
      weeklyMinutes: FULL_TIME,
      fullTimeWeeklyMinutes: FULL_TIME,
      isPartTime: false,
      partTimePercent: 100,
    });
  });

  it('beyond the week is overtime on the days it was worked; beyond 9 h in a day is overtime at once', () => {
    // Mon 10 h (1 h over the daily 9), Tue–Fri 8 h, Sat 4 h.
    const result = classifyWeek('2026-11-16', week('2026-11-16', [10, 8, 8, 8, 8, 4, 0]));
    expect(split(result.days)).toEqual([
      [9, 0, 1],
      [8, 0, 0],
      [8, 0, 0],
      [8, 0, 0],
      [7, 0, 1], // the week's 40 ordinary hours are reached on Friday
      [0, 0, 4],
      [0, 0, 0],
    ]);
    expect(result.totals).toMatchObject({ workedMinutes: 46 * H, ordinaryMinutes: 40 * H, overtimeMinutes: 6 * H });
    expect(result.weeks).toEqual([
      expect.objectContaining({
        monday: '2026-11-16',
        sunday: '2026-11-22',
        ordinaryLimitMinutes: 40 * H,
        fullTimeLimitMinutes: 40 * H,
        overtimeMinutes: 6 * H,
        isWholeWeekInPeriod: true,
      }),
    ]);
  });

  it("the collective agreement's daily cap replaces the 9 h", () => {
    const tenHourDays: ContractPeriod = { ...fullTime, dailyCapMinutes: 10 * H };
    const result = classifyWeek('2026-11-16', week('2026-11-16', [10, 10, 10, 10]), [tenHourDays]);
    expect(split(result.days).slice(0, 4)).toEqual([
      [10, 0, 0],
      [10, 0, 0],
      [10, 0, 0],
      [10, 0, 0],
    ]);
    const shortWeek = classifyWeek('2026-11-16', week('2026-11-16', [11, 8]), [tenHourDays]);
    expect(shortWeek.totals.overtimeMinutes).toBe(1 * H);
  });
});

describe('a part-time week (50 %: 20 of 40 h)', () => {
  it('beyond the contracted hours is complementary, not overtime', () => {
    const result = classifyWeek('2026-11-16', week('2026-11-16', [5, 5, 5, 5, 5]), [halfTime]);
    expect(split(result.days).slice(0, 5)).toEqual([
      [5, 0, 0],
      [5, 0, 0],
      [5, 0, 0],
      [5, 0, 0],
      [0, 5, 0],
    ]);
    expect(result.contract).toMatchObject({ isPartTime: true, partTimePercent: 50, weeklyMinutes: 20 * H });
    expect(result.weeks[0]).toMatchObject({ ordinaryLimitMinutes: 20 * H, fullTimeLimitMinutes: 40 * H });
  });

  it('complementary stops at the full-time week; what is beyond it is overtime', () => {
    const result = classifyWeek('2026-11-16', week('2026-11-16', [9, 9, 9, 9, 9]), [halfTime]);
    expect(split(result.days).slice(0, 5)).toEqual([
      [9, 0, 0],
      [9, 0, 0],
      [2, 7, 0],
      [0, 9, 0],
      [0, 4, 5],
    ]);
    expect(result.totals).toMatchObject({
      ordinaryMinutes: 20 * H,
      complementaryMinutes: 20 * H,
      overtimeMinutes: 5 * H,
    });
  });

  it('gives the percentage of odd contracts with two decimals', () => {
    expect(contractShape({ weeklyMinutes: 25 * H, fullTimeWeeklyMinutes: 37.5 * H })).toMatchObject({
      isPartTime: true,
      partTimePercent: 66.67,
    });
    expect(contractShape({ weeklyMinutes: 37.5 * H, fullTimeWeeklyMinutes: 37.5 * H }).isPartTime).toBe(false);
  });
});

describe('the clock changes (23- and 25-hour days)', () => {
  it('a night shift over the spring change counts 7 h, over the autumn change 9 h', () => {
    const minutes = workedMinutesByDay(
      [
        { startedAt: at('2026-03-28', '22:00'), endedAt: at('2026-03-29', '06:00'), breakIncluded: false },
        { startedAt: at('2026-10-24', '22:00'), endedAt: at('2026-10-25', '06:00'), breakIncluded: false },
      ],
      now,
    );
    expect(Object.fromEntries(minutes)).toEqual({ '2026-03-28': 7 * H, '2026-10-24': 9 * H });
  });

  it("the autumn night's extra hour is worked time: it makes the week's overtime", () => {
    // Mon 19 – Thu 22 Oct 2026 at 8 h, and the Saturday night shift across the change (9 h).
    const shifts = [0, 1, 2, 3].map((offset) => {
      const date = addDays('2026-10-19', offset);
      return { startedAt: at(date, '08:00'), endedAt: at(date, '16:00'), breakIncluded: false };
    });
    shifts.push({ startedAt: at('2026-10-24', '22:00'), endedAt: at('2026-10-25', '06:00'), breakIncluded: false });
    const days = [...workedMinutesByDay(shifts, now)].map(([date, workedMinutes]) => ({ date, workedMinutes }));
    const result = classifyWeek('2026-10-19', days);
    expect(result.totals).toMatchObject({ workedMinutes: 41 * H, ordinaryMinutes: 40 * H, overtimeMinutes: 1 * H });
    expect(result.days.find((d) => d.date === '2026-10-24')).toMatchObject({
      ordinaryMinutes: 8 * H,
      overtimeMinutes: H,
    });
    // The 25-hour Sunday itself has no shift of its own.
    expect(result.days.find((d) => d.date === '2026-10-25')?.workedMinutes).toBe(0);
  });

  it('a 23-hour day can still hold a full shift', () => {
    const minutes = workedMinutesByDay(
      [{ startedAt: at('2026-03-29', '00:00'), endedAt: at('2026-03-29', '23:00'), breakIncluded: true }],
      now,
    );
    expect(minutes.get('2026-03-29')).toBe(22 * H);
  });
});

describe('night shifts crossing midnight', () => {
  it('count on the day they started, breaks off, several shifts of a day added up', () => {
    const minutes = workedMinutesByDay(
      [
        {
          startedAt: at('2026-11-16', '22:00'),
          endedAt: at('2026-11-17', '06:30'),
          breaks: [{ start: at('2026-11-17', '02:00'), end: at('2026-11-17', '02:30') }],
          breakIncluded: false,
        },
        { startedAt: at('2026-11-17', '21:00'), endedAt: at('2026-11-17', '23:30:30'), breakIncluded: false },
        { startedAt: at('2026-11-17', '23:45'), endedAt: at('2026-11-18', '01:15'), breakIncluded: false },
      ],
      now,
    );
    expect(Object.fromEntries(minutes)).toEqual({ '2026-11-16': 8 * H, '2026-11-17': 4 * H });
  });

  it("Sunday night's shift belongs to the week it started in, even when it ends on Monday", () => {
    const shifts = [0, 1, 2, 3, 4].map((offset) => {
      const date = addDays('2026-11-16', offset);
      return { startedAt: at(date, '22:00'), endedAt: at(addDays(date, 1), '06:00'), breakIncluded: false };
    });
    shifts.push({ startedAt: at('2026-11-22', '22:00'), endedAt: at('2026-11-23', '06:00'), breakIncluded: false });
    const days = [...workedMinutesByDay(shifts, now)].map(([date, workedMinutes]) => ({ date, workedMinutes }));
    const result = classifyHours({ from: '2026-11-16', to: '2026-11-29', days, contracts: [fullTime] });
    expect(result.weeks.map((w) => [w.monday, w.ordinaryMinutes / H, w.overtimeMinutes / H])).toEqual([
      ['2026-11-16', 40, 8],
      ['2026-11-23', 0, 0],
    ]);
  });

  it("an open shift counts up to now (the caller's clock, not the test's)", () => {
    const minutes = workedMinutesByDay(
      [{ startedAt: at('2026-11-16', '22:00'), breakIncluded: false }],
      at('2026-11-17', '01:00'),
    );
    expect(minutes.get('2026-11-16')).toBe(3 * H);
  });
});

describe('corrected shifts', () => {
  it("a day's classification follows its corrected minutes", () => {
    // Thursday was clocked 10 h by mistake; an approved correction makes it 8 h.
    const clocked = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 10, 8]));
    expect(clocked.totals.overtimeMinutes).toBe(2 * H); // 1 h over the day, 1 h over the week
    const corrected = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 8, 8]));
    expect(corrected.totals).toMatchObject({ ordinaryMinutes: 40 * H, overtimeMinutes: 0 });
  });

  it('a correction that moves a shift to another date moves its minutes with it', () => {
    const before = workedMinutesByDay(
      [{ startedAt: at('2026-11-20', '08:00'), endedAt: at('2026-11-20', '17:00'), breakIncluded: false }],
      now,
    );
    const after = workedMinutesByDay(
      [{ startedAt: at('2026-11-21', '08:00'), endedAt: at('2026-11-21', '17:00'), breakIncluded: false }],
      now,
    );
    expect([...before]).toEqual([['2026-11-20', 9 * H]]);
    expect([...after]).toEqual([['2026-11-21', 9 * H]]);
  });
});

describe('holidays and other days off', () => {
  it('a weekday holiday takes its share off the week: 32 h fill it, the rest is overtime', () => {
    // Tue 8 Dec 2026 (Inmaculada). Worked Mon, Wed–Fri 8 h, and 4 h on the holiday.
    const result = classifyWeek('2026-12-07', week('2026-12-07', [8, 4, 8, 8, 8], [1]));
    expect(result.weeks[0]).toMatchObject({ ordinaryLimitMinutes: 32 * H, fullTimeLimitMinutes: 32 * H });
    expect(split(result.days).slice(0, 5)).toEqual([
      [8, 0, 0],
      [4, 0, 0],
      [8, 0, 0],
      [8, 0, 0],
      [4, 0, 4],
    ]);
    expect(result.days[1]?.isDayOff).toBe(true);
  });

  it('a holiday on a Saturday changes nothing (the week is Monday to Friday)', () => {
    const result = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 8, 8, 0], [5]));
    expect(result.totals).toMatchObject({ ordinaryMinutes: 40 * H, overtimeMinutes: 0 });
  });

  it('a part-timer with a holiday: both the contracted and the full-time week shrink', () => {
    const result = classifyWeek('2026-12-07', week('2026-12-07', [4, 0, 4, 4, 8], [1]), [halfTime]);
    expect(result.weeks[0]).toMatchObject({ ordinaryLimitMinutes: 16 * H, fullTimeLimitMinutes: 32 * H });
    expect(result.totals).toMatchObject({ ordinaryMinutes: 16 * H, complementaryMinutes: 4 * H, overtimeMinutes: 0 });
  });

  it('a week of holidays and vacation days leaves nothing contracted: any work is beyond it', () => {
    const result = classifyWeek('2026-12-21', week('2026-12-21', [0, 0, 0, 2, 0], [0, 1, 2, 3, 4]));
    expect(result.weeks[0]?.ordinaryLimitMinutes).toBe(0);
    expect(result.totals).toMatchObject({ workedMinutes: 2 * H, overtimeMinutes: 2 * H });
  });
});

describe('weeks across two months', () => {
  // Mon 28 Sep – Sun 4 Oct 2026: 8 h Mon–Fri and 4 h on Saturday 3 Oct.
  const days = week('2026-09-28', [8, 8, 8, 8, 8, 4]);

  it("each day's minutes stay in its own month; the week is measured whole", () => {
    const september = classifyHours({ from: '2026-09-01', to: '2026-09-30', days, contracts: [fullTime] });
    const october = classifyHours({ from: '2026-10-01', to: '2026-10-31', days, contracts: [fullTime] });
    expect(september.totals).toMatchObject({ workedMinutes: 24 * H, ordinaryMinutes: 24 * H, overtimeMinutes: 0 });
    expect(october.totals).toMatchObject({ workedMinutes: 20 * H, ordinaryMinutes: 16 * H, overtimeMinutes: 4 * H });
    expect(october.days[0]?.date).toBe('2026-10-01');
    expect(october.weeks[0]).toMatchObject({ monday: '2026-09-28', isWholeWeekInPeriod: false, workedMinutes: 20 * H });
    // Split or whole, the same minutes land in the same class.
    const whole = classifyHours({ from: '2026-09-28', to: '2026-10-04', days, contracts: [fullTime] });
    expect(whole.totals.overtimeMinutes).toBe(september.totals.overtimeMinutes + october.totals.overtimeMinutes);
    expect(whole.totals.ordinaryMinutes).toBe(september.totals.ordinaryMinutes + october.totals.ordinaryMinutes);
  });

  it('without the days before the month, its first week looks shorter: load the whole weeks', () => {
    expect(classificationSpan('2026-10-01', '2026-10-31')).toEqual({ from: '2026-09-28', to: '2026-11-01' });
    const onlyOctober = days.filter((d) => d.date >= '2026-10-01');
    const october = classifyHours({ from: '2026-10-01', to: '2026-10-31', days: onlyOctober, contracts: [fullTime] });
    expect(october.totals.overtimeMinutes).toBe(0);
  });

  it('overtime made on Sunday 1 November belongs to November', () => {
    const lastWeek = week('2026-10-26', [8, 8, 8, 8, 8, 0, 5]);
    const october = classifyHours({ from: '2026-10-01', to: '2026-10-31', days: lastWeek, contracts: [fullTime] });
    const november = classifyHours({ from: '2026-11-01', to: '2026-11-30', days: lastWeek, contracts: [fullTime] });
    expect(october.totals.overtimeMinutes).toBe(0);
    expect(november.totals.overtimeMinutes).toBe(5 * H);
    expect(november.weeks.map((w) => w.monday)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
  });
});

describe('a contract change', () => {
  it('in mid-week: each part of the week against its own contract', () => {
    // Half time until Tuesday 17 Nov 2026, full time from Wednesday 18; 8 h every weekday.
    const contracts = [halfTime, { ...fullTime, effectiveFrom: '2026-11-18' }];
    const result = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 8, 8]), contracts);
    // Monday and Tuesday are half time: 2 × 4 h contracted, up to 2 × 8 h complementary.
    expect(split(result.days).slice(0, 5)).toEqual([
      [8, 0, 0],
      [0, 8, 0],
      [8, 0, 0],
      [8, 0, 0],
      [8, 0, 0],
    ]);
    expect(result.weeks[0]).toMatchObject({ ordinaryLimitMinutes: 32 * H, fullTimeLimitMinutes: 40 * H });
    expect(result.contract.isPartTime).toBe(false);
  });

  it('on a Saturday: the weekend stays with the week it closes', () => {
    // Full time until Friday 20 Nov, half time from Saturday 21: the whole week is full time.
    const contracts = [fullTime, { ...halfTime, effectiveFrom: '2026-11-21' }];
    const result = classifyWeek('2026-11-16', week('2026-11-16', [8, 8, 8, 8, 4, 4]), contracts);
    expect(result.totals).toMatchObject({ ordinaryMinutes: 40 * H, complementaryMinutes: 0, overtimeMinutes: 0 });
    expect(result.contract).toMatchObject({ isPartTime: true, partTimePercent: 50 });
  });

  it('the contract in force is the latest that started on or before the day', () => {
    const later = { ...halfTime, effectiveFrom: '2026-06-01' };
    expect(contractInForce([later, fullTime], '2026-05-31')).toBe(fullTime);
    expect(contractInForce([later, fullTime], '2026-06-01')).toBe(later);
    expect(contractInForce([later], '2026-01-01')).toBe(later);
    expect(() => contractInForce([], '2026-01-01')).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('mondayOf gives the ISO week start', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('ignores negative or unreadable minutes and adds a date given twice', () => {
    const result = classifyWeek('2026-11-16', [
      { date: '2026-11-16', workedMinutes: -30 },
      { date: '2026-11-17', workedMinutes: Number.NaN },
      { date: '2026-11-18', workedMinutes: 300 },
      { date: '2026-11-18', workedMinutes: 300 },
    ]);
    expect(result.days.map((d) => d.workedMinutes).slice(0, 3)).toEqual([0, 0, 600]);
    expect(result.days[2]).toMatchObject({ ordinaryMinutes: 540, overtimeMinutes: 60 });
  });
});
