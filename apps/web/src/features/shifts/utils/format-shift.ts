import { isoWeekdays, weekdayLabels } from '@jornada/shared/api/shifts';

/** Spanish one-letter day names, Monday first (X is miércoles). */
export const weekdayShortLabels: Record<number, string> = { 1: 'L', 2: 'M', 3: 'X', 4: 'J', 5: 'V', 6: 'S', 7: 'D' };

export const NIGHT_SHIFT_NOTE = 'Termina al día siguiente';

/** '08:00–15:00'. */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${startTime}–${endTime}`;
}

/** Each ISO weekday 1–7 with its letter, its name and whether the shift works it. */
export function weekdayMarks(weekdays: readonly number[]) {
  return isoWeekdays.map((day) => ({
    day,
    short: weekdayShortLabels[day] ?? '',
    label: weekdayLabels[day] ?? '',
    isActive: weekdays.includes(day),
  }));
}

/** 'Lunes a viernes', 'Todos los días', or the names joined ('Lunes, miércoles y viernes'). */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 0) return 'Ningún día';
  if (days.length === 7) return 'Todos los días';
  const isRun = days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);
  const name = (day: number, i: number) => {
    const label = weekdayLabels[day] ?? String(day);
    return i === 0 ? label : label.toLowerCase();
  };
  if (isRun && days.length >= 3) return `${name(days[0] ?? 1, 0)} a ${name(days.at(-1) ?? 7, 1)}`;
  const names = days.map(name);
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** 'Sin empleados', '1 empleado', '4 empleados'. */
export function employeeCountLabel(count: number): string {
  if (count === 0) return 'Sin empleados';
  return count === 1 ? '1 empleado' : `${count} empleados`;
}
