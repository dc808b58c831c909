import type { OvertimeEmployeeYear, OvertimeMonth, OvertimeSettlement } from '@jornada/shared/api/overtime';
import { splitMonthOvertime } from '@jornada/shared/domain/overtime-settlement';
import { describe, expect, it } from 'vitest';
import {
  counterView,
  employeesWithOvertime,
  monthName,
  overtimeMonthRows,
  overtimeYearOf,
  recordedBy,
  settledMessage,
  settlementLine,
  settlementStatus,
} from './overtime-rows';

const settlement = (over: Partial<OvertimeSettlement> = {}): OvertimeSettlement => ({
  id: 1,
  employee_id: 7,
  month: '2026-02',
  mode: 'paid',
  settled_minutes: 91,
  created_by: { id: 2, name: 'Ana García' },
  // 10:15 in Madrid (CET, UTC+1).
  created_at: '2026-03-02T09:15:00.000Z',
  ...over,
});

const counter = (over: Partial<OvertimeEmployeeYear['counter']> = {}): OvertimeEmployeeYear['counter'] => ({
  limit_minutes: 4800,
  counted_minutes: 0,
  compensated_minutes: 0,
  remaining_minutes: 4800,
  is_over_limit: false,
  ...over,
});

/** A month as the API gives it: its overtime now against its settlements. */
const monthOf = (month: string, overtime: number, settlements: OvertimeSettlement[] = []): OvertimeMonth => {
  const split = splitMonthOvertime(
    overtime,
    settlements.map((x) => ({ mode: x.mode, settledMinutes: x.settled_minutes })),
  );
  return {
    month,
    overtime_minutes: overtime,
    paid_minutes: split.paidMinutes,
    compensated_minutes: split.compensatedMinutes,
    unsettled_minutes: split.unsettledMinutes,
    status: split.status,
    settlements,
  };
};

const employee = (name: string, months: OvertimeEmployeeYear['months']): OvertimeEmployeeYear => ({
  employee_id: name.length,
  employee_name: name,
  months,
  counter: counter(),
});

describe('overtimeYearOf', () => {
  it('is the year the period ends in', () => {
    expect(overtimeYearOf({ from: '2026-03-01', to: '2026-03-31' })).toBe(2026);
    expect(overtimeYearOf({ from: '2025-11-15', to: '2026-01-10' })).toBe(2026);
  });
});

describe('monthName', () => {
  it('names the month in Spanish, capitalised', () => {
    expect(monthName('2026-01')).toBe('Enero');
    expect(monthName('2026-09')).toBe('Septiembre');
  });
});

describe('settlementStatus and settlementLine', () => {
  it('a month not settled is pending, in amber', () => {
    expect(settlementStatus(monthOf('2026-02', 91))).toEqual({ status: 'Pendiente de liquidar', tone: 'warning' });
  });

  it('a settled month shows its mode, and each settlement its hours, who recorded it and when (Madrid time)', () => {
    expect(settlementStatus(monthOf('2026-02', 91, [settlement()]))).toEqual({ status: 'Pagadas', tone: 'neutral' });
    const rest = settlement({ mode: 'compensated', settled_minutes: 125 });
    expect(settlementStatus(monthOf('2026-02', 125, [rest]))).toEqual({
      status: 'Compensadas con descanso',
      tone: 'success',
    });
    expect(settlementLine(settlement())).toBe('Pagadas: 1:31 h · Ana García · 02/03/2026 10:15');
    expect(recordedBy(settlement({ created_by: null }))).toBe('Usuario eliminado · 02/03/2026 10:15');
  });
});

describe('overtimeMonthRows', () => {
  it('keeps the months with overtime, oldest first, hours as H:MM', () => {
    const rows = overtimeMonthRows(
      employee('Lucía', [
        monthOf('2026-03', 35),
        monthOf('2026-01', 0),
        monthOf('2026-02', 125, [settlement({ mode: 'compensated', settled_minutes: 125 })]),
      ]),
    );
    expect(
      rows.map((row) => [row.month, row.name, row.hours, row.status, row.remainder, row.unsettledMinutes]),
    ).toEqual([
      ['2026-02', 'Febrero', '2:05', 'Compensadas con descanso', null, 0],
      ['2026-03', 'Marzo', '0:35', 'Pendiente de liquidar', null, 35],
    ]);
  });

  it('hours that appeared after a paid settlement read as unsettled beside what was paid', () => {
    const [row] = overtimeMonthRows(employee('Lucía', [monthOf('2025-11', 200, [settlement({ month: '2025-11' })])]));
    expect(row).toMatchObject({
      name: 'Noviembre',
      hours: '3:20',
      status: 'Sin liquidar',
      tone: 'warning',
      settlements: [{ id: 1, text: 'Pagadas: 1:31 h · Ana García · 02/03/2026 10:15' }],
      remainder: 'Sin liquidar: 1:49 h',
      unsettledMinutes: 109,
    });
  });

  it('two settlements of different modes add up; settled beyond the hours now is shown in red', () => {
    const both = [settlement(), settlement({ id: 2, mode: 'compensated', settled_minutes: 109 })];
    const [settled] = overtimeMonthRows(employee('Lucía', [monthOf('2025-11', 200, both)]));
    expect(settled).toMatchObject({ status: 'Liquidadas', remainder: null, unsettledMinutes: 0 });
    expect(settled?.settlements).toHaveLength(2);
    const [over] = overtimeMonthRows(employee('Lucía', [monthOf('2025-11', 60, [settlement()])]));
    expect(over).toMatchObject({
      status: 'Liquidadas de más',
      tone: 'danger',
      remainder: 'Liquidadas de más: 0:31 h más de las que el registro tiene ahora',
      unsettledMinutes: 0,
    });
  });
});

describe('employeesWithOvertime', () => {
  it('leaves out whoever has no overtime in the year and sorts by name as Spanish does', () => {
    const list = employeesWithOvertime([
      employee('Pablo', [monthOf('2026-02', 10)]),
      employee('Javier', [monthOf('2026-02', 0)]),
      employee('Álvaro', [monthOf('2026-01', 60)]),
    ]);
    expect(list.map((e) => e.employee_name)).toEqual(['Álvaro', 'Pablo']);
  });
});

describe('counterView', () => {
  it('reads the counter against the 80 h', () => {
    const view = counterView(counter({ counted_minutes: 755, compensated_minutes: 190, remaining_minutes: 4045 }));
    expect(view).toEqual({
      counted: '12:35 h de 80 h',
      limit: '80 h',
      compensated: '3:10 h',
      remaining: '67:25 h',
      percent: 16,
      isOverLimit: false,
      excess: null,
    });
  });

  it('nothing compensated shows no compensated figure; over the limit, the bar is full and the excess told', () => {
    const view = counterView(counter({ counted_minutes: 4935, remaining_minutes: 0, is_over_limit: true }));
    expect(view.compensated).toBeNull();
    expect(view.counted).toBe('82:15 h de 80 h');
    expect(view.percent).toBe(100);
    expect(view.isOverLimit).toBe(true);
    expect(view.excess).toBe('2:15 h');
  });

  it('a reduced limit (part time) reads in H:MM too', () => {
    expect(counterView(counter({ limit_minutes: 2430, counted_minutes: 60 })).counted).toBe('1 h de 40:30 h');
  });
});

describe('settledMessage', () => {
  it('says which month and how', () => {
    expect(settledMessage('2026-03', 'compensated')).toBe('Horas extra de marzo: Compensadas con descanso');
    expect(settledMessage('2025-11', 'compensated', 109)).toBe(
      'Horas extra de noviembre: Compensadas con descanso (1:49 h)',
    );
  });
});
