import { describe, expect, it } from 'vitest';
import { describeWeekdays, employeeCountLabel, formatTimeRange, weekdayMarks } from './format-shift';

describe('shift formatting', () => {
  it('shows the times as HH:mm–HH:mm', () => {
    expect(formatTimeRange('08:00', '15:00')).toBe('08:00–15:00');
    expect(formatTimeRange('22:00', '06:00')).toBe('22:00–06:00');
  });

  it('marks the seven days with Spanish letters, Monday first', () => {
    const marks = weekdayMarks([1, 3, 5]);
    expect(marks.map((m) => m.short).join(' ')).toBe('L M X J V S D');
    expect(marks.filter((m) => m.isActive).map((m) => m.label)).toEqual(['Lunes', 'Miércoles', 'Viernes']);
  });

  it('describes the weekdays in words', () => {
    expect(describeWeekdays([1, 2, 3, 4, 5])).toBe('Lunes a viernes');
    expect(describeWeekdays([7, 6, 5, 4, 3, 2, 1])).toBe('Todos los días');
    expect(describeWeekdays([1, 3, 5])).toBe('Lunes, miércoles y viernes');
    expect(describeWeekdays([6, 7])).toBe('Sábado y domingo');
    expect(describeWeekdays([2])).toBe('Martes');
    expect(describeWeekdays([])).toBe('Ningún día');
  });

  it('counts employees', () => {
    expect(employeeCountLabel(0)).toBe('Sin empleados');
    expect(employeeCountLabel(1)).toBe('1 empleado');
    expect(employeeCountLabel(4)).toBe('4 empleados');
  });
});
