import type { OvertimeEmployeeYear, OvertimeSettlement } from '@jornada/shared/api/overtime';
import { describe, expect, it } from 'vitest';
import {
  counterView,
  employeesWithOvertime,
  monthName,
  overtimeMonthRows,
  overtimeYearOf,
  recordedBy,
  settledMessage,
  settlementStatus,
} from './overtime-rows';

const settlement = (over: Partial<OvertimeSettlement> = {}): OvertimeSettlement => ({
  id: 1,
  employee_id: 7,
  month: '2026-02',
  mode: 'paid',
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

describe('settlementStatus and recordedBy', () => {
  it('a month not recorded is pending, in amber, with nobody behind it', () => {
    expect(settlementStatus(null)).toEqual({ status: 'Pendiente de liquidar', tone: 'warning' });
    expect(recordedBy(null)).toBeNull();
  });

  it('a recorded month shows its mode, and who recorded it and when (Madrid time)', () => {
    expect(settlementStatus(settlement())).toEqual({ status: 'Pagadas', tone: 'neutral' });
    expect(settlementStatus(settlement({ mode: 'compensated' }))).toEqual({
      status: 'Compensadas con descanso',
      tone: 'success',
    });
    expect(recordedBy(settlement())).toBe('Ana García · 02/03/2026 10:15');
    expect(recordedBy(settlement({ created_by: null }))).toBe('Usuario eliminado · 02/03/2026 10:15');
  });
});

describe('overtimeMonthRows', () => {
  it('keeps the months with overtime, oldest first, hours as H:MM', () => {
    const rows = overtimeMonthRows(
      employee('Lucía', [
        { month: '2026-03', overtime_minutes: 35, settlement: null },
        { month: '2026-01', overtime_minutes: 0, settlement: null },
        { month: '2026-02', overtime_minutes: 125, settlement: settlement({ mode: 'compensated' }) },
      ]),
    );
    expect(rows.map((row) => [row.month, row.name, row.hours, row.mode, row.status])).toEqual([
      ['2026-02', 'Febrero', '2:05', 'compensated', 'Compensadas con descanso'],
      ['2026-03', 'Marzo', '0:35', null, 'Pendiente de liquidar'],
    ]);
  });
});

describe('employeesWithOvertime', () => {
  it('leaves out whoever has no overtime in the year and sorts by name as Spanish does', () => {
    const list = employeesWithOvertime([
      employee('Pablo', [{ month: '2026-02', overtime_minutes: 10, settlement: null }]),
      employee('Javier', [{ month: '2026-02', overtime_minutes: 0, settlement: null }]),
      employee('Álvaro', [{ month: '2026-01', overtime_minutes: 60, settlement: null }]),
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
  });
});
