import { describe, expect, it } from 'vitest';
import { ANNUAL_OVERTIME_LIMIT_MINUTES, annualOvertime, type MonthOvertime } from './overtime-year';

const H = 60;
const month = (m: string, hours: number, isCompensatedWithRest = false): MonthOvertime => ({
  month: m,
  overtimeMinutes: hours * H,
  compensatedMinutes: isCompensatedWithRest ? hours * H : 0,
});

describe('the 80-hour yearly overtime counter (art. 35.2 ET)', () => {
  it('adds up the year’s overtime and says what is left', () => {
    expect(ANNUAL_OVERTIME_LIMIT_MINUTES).toBe(80 * H);
    expect(annualOvertime(2026, [month('2026-01', 10), month('2026-02', 15.5)])).toEqual({
      year: 2026,
      limitMinutes: 80 * H,
      countedMinutes: 25.5 * H,
      compensatedMinutes: 0,
      remainingMinutes: 54.5 * H,
      isOverLimit: false,
    });
  });

  it('leaves out the months compensated with rest within four months', () => {
    const months = [
      month('2026-01', 30),
      month('2026-03', 30, true),
      month('2026-05', 30),
      month('2026-09', 25, true),
      month('2026-11', 10),
    ];
    expect(annualOvertime(2026, months)).toMatchObject({
      countedMinutes: 70 * H,
      compensatedMinutes: 55 * H,
      remainingMinutes: 10 * H,
      isOverLimit: false,
    });
    // The same months with March paid instead: 100 h count, over the limit.
    const paid = months.map((m) => (m.month === '2026-03' ? { ...m, compensatedMinutes: 0 } : m));
    expect(annualOvertime(2026, paid)).toMatchObject({
      countedMinutes: 100 * H,
      remainingMinutes: 0,
      isOverLimit: true,
    });
  });

  it('exactly 80 h is at the limit, not over it', () => {
    expect(annualOvertime(2026, [month('2026-06', 80)])).toMatchObject({ remainingMinutes: 0, isOverLimit: false });
    expect(annualOvertime(2026, [month('2026-06', 80), month('2026-07', 1 / 60)]).isOverLimit).toBe(true);
  });

  it('counts only the months of its year', () => {
    const months = [month('2025-12', 70), month('2026-01', 5), month('2027-01', 70)];
    expect(annualOvertime(2026, months).countedMinutes).toBe(5 * H);
  });

  it('reduces the limit in proportion for a shorter contract', () => {
    const halfYear = annualOvertime(2026, [month('2026-07', 45)], { shareOfYear: 0.5 });
    expect(halfYear).toMatchObject({ limitMinutes: 40 * H, isOverLimit: true, remainingMinutes: 0 });
    expect(annualOvertime(2026, [], { shareOfYear: 2 }).limitMinutes).toBe(80 * H);
  });

  it('ignores negative or unreadable figures', () => {
    const months = [month('2026-01', -5), { ...month('2026-02', 0), overtimeMinutes: Number.NaN }, month('2026-03', 2)];
    expect(annualOvertime(2026, months).countedMinutes).toBe(2 * H);
  });
});

describe('part of a month compensated with rest', () => {
  it('leaves out only the compensated minutes, never more than the month has', () => {
    const months: MonthOvertime[] = [
      { month: '2026-03', overtimeMinutes: 200, compensatedMinutes: 91 },
      { month: '2026-04', overtimeMinutes: 60, compensatedMinutes: 90 },
    ];
    expect(annualOvertime(2026, months)).toMatchObject({ countedMinutes: 109, compensatedMinutes: 151 });
  });
});
