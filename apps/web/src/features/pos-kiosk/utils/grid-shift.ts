import type { PosEmployee } from '@jornada/shared/api/pos';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridDate } from '@jornada/shared/domain/madrid-time';

/** Marks a shift drawn from the grid's row, not from the server's answer for the card. */
export const GRID_SHIFT_ID = -2;

/**
 * With no connection the card cannot ask for the employee's shift: the grid's last row says where
 * their day stood (state and start), which is enough to offer the right action and queue it. Breaks
 * are unknown, so the worked time is the row's best guess until the server answers.
 */
export function shiftFromGrid(employee: PosEmployee): Workshift | null {
  if (!employee.status || !employee.started_at) return null;
  const startedAt = new Date(employee.started_at);
  return {
    id: GRID_SHIFT_ID,
    user_id: employee.id,
    fecha: madridDate(startedAt),
    hora_inicio: employee.hora_inicio ?? '',
    hora_fin: null,
    status: employee.status,
    horas_totales: null,
    horas_pausa: '00:00:00',
    observaciones: null,
    breaks: {},
    json_security: { locationHistory: {} },
    started_at: employee.started_at,
    ended_at: employee.status === 'completed' ? employee.started_at : null,
    // When the break began is not in the row: none is drawn (the time counts on until the server answers).
    break_spans: [],
    locations: [],
    is_forgotten: false,
    worked_seconds: 0,
    work_mode: 'presencial',
    offline: false,
  };
}
