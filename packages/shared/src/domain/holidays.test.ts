import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  countWorkingDays,
  countWorkingDaysInYear,
  daysBetween,
  hasNationalHolidayData,
  holidayDates,
  nationalHolidays,
  workingDaysBetween,
} from './holidays';

describe('national holidays', () => {
  it('lists the ten national days of 2025–2027 with the right Viernes Santo', () => {
    for (const [year, goodFriday] of [
      [2025, '2025-04-18'],
      [2026, '2026-04-03'],
      [2027, '2027-03-26'],
    ] as const) {
      const days = nationalHolidays(year);
      expect(days).toHaveLength(10);
      expect(days.map((d) => d.date.slice(5))).toEqual([
        '01-01',
        '01-06',
        goodFriday.slice(5),
        '05-01',
        '08-15',
        '10-12',
        '11-01',
        '12-06',
        '12-08',
        '12-25',
      ]);
      expect(days.find((d) => d.date === goodFriday)?.name).toBe('Viernes Santo');
      expect(hasNationalHolidayData(year)).toBe(true);
    }
  });

  it('only marks a holiday falling on Sunday, inventing no substitute', () => {
    const sundays = [2025, 2026, 2027].flatMap((year) =>
      nationalHolidays(year)
        .filter((d) => d.fallsOnSunday)
        .map((d) => d.date),
    );
    expect(sundays).toEqual(['2025-10-12', '2026-11-01', '2026-12-06', '2027-08-15']);
    expect(nationalHolidays(2026).map((d) => d.date)).not.toContain('2026-11-02');
  });

  it('has no data for other years (weekends only there)', () => {
    expect(nationalHolidays(2024)).toEqual([]);
    expect(hasNationalHolidayData(2028)).toBe(false);
  });
});

describe('working days', () => {
  const none = new Set<string>();

  it('counts Monday to Friday, both ends included', () => {
    // Monday 2026-03-02 … Sunday 2026-03-15: two working weeks.
    expect(countWorkingDays('2026-03-02', '2026-03-15', none)).toBe(10);
    expect(countWorkingDays('2026-03-07', '2026-03-08', none)).toBe(0); // a weekend
    expect(countWorkingDays('2026-03-04', '2026-03-04', none)).toBe(1);
    expect(countWorkingDays('2026-03-05', '2026-03-04', none)).toBe(0);
  });

  it('skips national holidays: Semana Santa 2026 and the December bridge', () => {
    const holidays = holidayDates('2026-03-30', '2026-04-10');
    // Mon 30 Mar – Fri 10 Apr: 10 weekdays, Viernes Santo (3 Apr) is a holiday.
    expect(countWorkingDays('2026-03-30', '2026-04-10', holidays)).toBe(9);
    // 1–11 Dec 2026: Sun 6 Dec changes nothing (already a weekend), Tue 8 Dec does.
    const december = holidayDates('2026-12-01', '2026-12-11');
    expect(workingDaysBetween('2026-12-01', '2026-12-11', december)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it("adds the company's own holidays", () => {
    // San Isidro (Madrid, local) on Friday 15 May 2026.
    const holidays = holidayDates('2026-05-11', '2026-05-15', ['2026-05-15']);
    expect(countWorkingDays('2026-05-11', '2026-05-15', holidays)).toBe(4);
  });

  it('splits a range across New Year by year', () => {
    const holidays = holidayDates('2026-12-28', '2027-01-08');
    // 28–31 Dec 2026: Mon–Thu = 4; 1–8 Jan 2027: Fri 1 (holiday), Mon 4, Tue 5, Wed 6 (holiday), Thu 7, Fri 8 = 4.
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2026, holidays)).toBe(4);
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2027, holidays)).toBe(4);
    expect(countWorkingDaysInYear('2026-12-28', '2027-01-08', 2025, holidays)).toBe(0);
    expect(countWorkingDays('2026-12-28', '2027-01-08', holidays)).toBe(8);
  });

  it('walks calendar days across month ends and leap years', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(calendarDaysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });
});
