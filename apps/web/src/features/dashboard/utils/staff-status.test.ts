import type { StaffTodayEntry } from '@jornada/shared/api/dashboard';
import { describe, expect, it } from 'vitest';
import { countStaff, sortStaff, staffLabel, staffTimes, staffTone } from './staff-status';

const entry = (over: Partial<StaffTodayEntry>): StaffTodayEntry => ({
  employee_id: 1,
  name: 'Lucía',
  status: 'in_progress',
  start: '08:02',
  start_date: '2026-03-11',
  end: null,
  break_start: null,
  worked_minutes: 0,
  expected_start: '08:00',
  detail: null,
  ...over,
});
const today = '2026-03-11';

describe('staff at a glance', () => {
  it('puts who is working first, then who has not come in, then the rest', () => {
    const staff = [
      entry({ name: 'Zoe', status: 'day_off' }),
      entry({ name: 'Pablo', status: 'not_started' }),
      entry({ name: 'Ana', status: 'completed' }),
      entry({ name: 'Marta', status: 'in_progress' }),
    ];
    expect(sortStaff(staff).map((e) => e.name)).toEqual(['Marta', 'Pablo', 'Ana', 'Zoe']);
    expect(countStaff(staff)).toEqual([
      { status: 'in_progress', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'not_started', count: 1 },
      { status: 'day_off', count: 1 },
    ]);
  });

  it('says the times of each state', () => {
    expect(staffTimes(entry({}), today)).toBe('Entrada 08:02');
    expect(staffTimes(entry({ start: '22:00', start_date: '2026-03-10' }), today)).toBe('Entrada 22:00 del 10/03');
    expect(staffTimes(entry({ status: 'on_break', break_start: '10:30' }), today)).toBe(
      'Entrada 08:02 · en pausa desde 10:30',
    );
    expect(staffTimes(entry({ status: 'completed', end: '15:05' }), today)).toBe('08:02–15:05');
    expect(staffTimes(entry({ status: 'not_started', start: null }), today)).toBe('Entrada prevista 08:00');
    expect(staffTimes(entry({ status: 'not_started', expected_start: null }), today)).toBe('Sin fichar');
  });

  it('turns red only for someone whose turno has begun and who has not clocked in', () => {
    const late = entry({ status: 'not_started', expected_start: '15:00' });
    expect(staffTone(late, '14:59')).toBe('neutral');
    expect(staffTone(late, '15:00')).toBe('danger');
    expect(staffTone(entry({ status: 'not_started', expected_start: null }), '23:00')).toBe('neutral');
    expect(staffTone(entry({}), '10:00')).toBe('success');
  });

  it('names the absence or the holiday', () => {
    expect(staffLabel(entry({ status: 'absent', detail: 'Vacaciones' }))).toBe('Vacaciones');
    expect(staffLabel(entry({ status: 'holiday', detail: 'San José' }))).toBe('San José');
    expect(staffLabel(entry({ status: 'on_break' }))).toBe('En descanso');
  });
});
