import type { Workshift } from '@jornada/shared/api/workshift';

/** A valid shift for tests, started 2025-07-24 08:00 Madrid (06:00Z), overridable field by field. */
export function makeShift(overrides: Partial<Workshift> = {}): Workshift {
  return {
    id: 1,
    user_id: 7,
    fecha: '2025-07-24',
    hora_inicio: '08:00:00',
    hora_fin: null,
    status: 'in_progress',
    horas_totales: null,
    horas_pausa: '00:00:00',
    observaciones: null,
    breaks: {},
    json_security: { locationHistory: {} },
    started_at: '2025-07-24T06:00:00.000Z',
    ended_at: null,
    break_spans: [],
    locations: [],
    is_forgotten: false,
    worked_seconds: 0,
    work_mode: 'presencial',
    offline: false,
    ...overrides,
  };
}
