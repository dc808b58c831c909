import { describe, expect, it } from 'vitest';
import {
  balanceShortfall,
  balanceYears,
  countVacationDays,
  isRange,
  remainingAfter,
  workingDaysLabel,
  yearsOf,
} from './vacation-values';

describe('countVacationDays', () => {
  it('counts Monday to Friday only', () => {
    // 2025-07-21 is a Monday; to Sunday 27th.
    expect(countVacationDays('2025-07-21', '2025-07-27', [])).toEqual({
      calendarDays: 7,
      workingDays: 5,
      byYear: [{ year: 2025, workingDays: 5 }],
    });
  });

  it('leaves out the holidays GET /api/holidays lists (national, regional and the company’s)', () => {
    // 2025-08-15 (Friday) is a national holiday; 2025-08-14 a company one.
    expect(countVacationDays('2025-08-11', '2025-08-15', ['2025-08-14', '2025-08-15'])?.workingDays).toBe(3);
    // The web computes no holiday of its own: a date the API did not list is a working day.
    expect(countVacationDays('2025-08-11', '2025-08-15', [])?.workingDays).toBe(5);
  });

  it('splits a request across New Year by year', () => {
    const count = countVacationDays('2025-12-29', '2026-01-02', ['2026-01-01']);
    // 29, 30, 31 Dec; 1 Jan is a holiday; 2 Jan.
    expect(count?.byYear).toEqual([
      { year: 2025, workingDays: 3 },
      { year: 2026, workingDays: 1 },
    ]);
    expect(count?.workingDays).toBe(4);
  });

  it('is null until the range is complete and in order', () => {
    expect(countVacationDays('', '2025-07-01', [])).toBeNull();
    expect(countVacationDays('2025-07-02', '2025-07-01', [])).toBeNull();
    expect(isRange('2025-07-01', '2025-07-01')).toBe(true);
    expect(yearsOf('2025-12-01', '2027-01-01')).toEqual([2025, 2026, 2027]);
  });
});

describe('balanceShortfall', () => {
  const five = countVacationDays('2025-07-21', '2025-07-25', []);

  it('warns when vacaciones take more than what is left', () => {
    expect(balanceShortfall('vacaciones', five, new Map([[2025, 3]]))).toBe(
      'Solo te quedan 3 días de vacaciones en 2025 y esta solicitud ocupa 5.',
    );
    expect(balanceShortfall('vacaciones', five, new Map([[2025, 1]]))).toContain('1 día de');
  });

  it('lets it through when it fits, the year is unknown, or the type does not use the allowance', () => {
    expect(balanceShortfall('vacaciones', five, new Map([[2025, 5]]))).toBeNull();
    expect(balanceShortfall('vacaciones', five, new Map())).toBeNull();
    expect(balanceShortfall('asuntos_propios', five, new Map([[2025, 0]]))).toBeNull();
    expect(balanceShortfall('vacaciones', null, new Map([[2025, 0]]))).toBeNull();
  });

  it('labels working days', () => {
    expect(workingDaysLabel(1)).toBe('1 día laborable');
    expect(workingDaysLabel(0)).toBe('0 días laborables');
  });
});

describe('remainingAfter', () => {
  const five = countVacationDays('2025-07-21', '2025-07-25', []);

  it('tells what would be left of a one-year vacaciones request that fits', () => {
    expect(remainingAfter('vacaciones', five, new Map([[2025, 22]]))).toEqual({ year: 2025, available: 22, after: 17 });
  });

  it('says nothing when it does not fit, the balance is unknown, or the type does not use the allowance', () => {
    expect(remainingAfter('vacaciones', five, new Map([[2025, 3]]))).toBeNull();
    expect(remainingAfter('vacaciones', five, new Map())).toBeNull();
    expect(remainingAfter('asuntos_propios', five, new Map([[2025, 22]]))).toBeNull();
    const acrossNewYear = countVacationDays('2025-12-29', '2026-01-02', []);
    expect(
      remainingAfter(
        'vacaciones',
        acrossNewYear,
        new Map([
          [2025, 22],
          [2026, 22],
        ]),
      ),
    ).toBeNull();
  });
});

describe('balanceYears', () => {
  it("shows the range's years (two at most), else the start's year, else this year", () => {
    expect(balanceYears('2025-12-29', '2027-01-02', 2025)).toEqual([2025, 2026]);
    expect(balanceYears('2026-03-02', '', 2025)).toEqual([2026]);
    expect(balanceYears('', '', 2025)).toEqual([2025]);
  });
});
