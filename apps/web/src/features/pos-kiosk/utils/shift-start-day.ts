import type { PosEmployee } from '@jornada/shared/api/pos';
import { madridDate } from '@jornada/shared/domain/madrid-time';

/**
 * The Madrid day a shift started on, as dd/MM (dd/MM/yyyy in another year), when that is not today's
 * Madrid day: an open shift from another day is a forgotten clock-out, and its time alone reads as today.
 * Null for a shift started today or with no readable start.
 */
export function otherStartDay(startedAt: string | null | undefined, now: Date): string | null {
  const at = startedAt ? new Date(startedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const [day, today] = [madridDate(at), madridDate(now)];
  if (day === today) return null;
  const [year, month, dayOfMonth] = day.split('-');
  return year === today.slice(0, 4) ? `${dayOfMonth}/${month}` : `${dayOfMonth}/${month}/${year}`;
}

/**
 * The grid tile's line beside the status while a shift is open: 'desde 07:49' today, 'desde el 01/12
 * a las 07:49' when it started on another day. Null when nothing is open.
 */
export function employeeSinceText(
  employee: Pick<PosEmployee, 'status' | 'hora_inicio' | 'started_at'>,
  now: Date,
): string | null {
  if (!employee.hora_inicio || employee.status === 'completed') return null;
  const time = employee.hora_inicio.slice(0, 5);
  const day = otherStartDay(employee.started_at, now);
  return day ? `desde el ${day} a las ${time}` : `desde ${time}`;
}
