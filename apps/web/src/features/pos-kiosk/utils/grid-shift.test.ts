import type { PosEmployee } from '@jornada/shared/api/pos';
import { describe, expect, it } from 'vitest';
import { describePosCard } from './describe-pos-card';
import { shiftFromGrid } from './grid-shift';

const config = { break_included: false, max_breaks_per_day: 2, min_break_interval: 30 };
const row: PosEmployee = {
  id: 5,
  name: 'Lucía Pérez',
  centre_id: 1,
  centre_name: 'Obrador',
  status: 'in_progress',
  hora_inicio: '08:00:00',
  started_at: '2025-07-24T06:00:00.000Z',
  has_kiosk_pin: true,
};

describe('shiftFromGrid (the kiosk card with no connection)', () => {
  it('offers the actions of the row’s state, counting from its start', () => {
    const view = describePosCard(shiftFromGrid(row), config, new Date('2025-07-24T08:00:00.000Z'));
    expect(view).toMatchObject({ statusLabel: 'En progreso', workedTime: '02:00:00', startTime: '08:00:00' });
    expect(view.actions).toEqual({ main: 'end', secondary: 'breakStart' });
  });

  it('on a break: end the break first; no shift today: nothing to show', () => {
    expect(describePosCard(shiftFromGrid({ ...row, status: 'on_break' }), config, new Date()).actions.main).toBe(
      'breakEnd',
    );
    expect(shiftFromGrid({ ...row, status: null, started_at: null, hora_inicio: null })).toBeNull();
  });
});
