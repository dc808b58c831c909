import { VACATION_DAY_CONFIRMATION } from '@jornada/shared/api/vacations';
import { describe, expect, it } from 'vitest';
import { startConfirmationFor } from './start-confirmation';

const base = { date: '2025-07-24', is_vacation_day: false, vacation: null, holiday: null };

describe('startConfirmationFor', () => {
  it('asks on an approved day off', () => {
    const today = {
      ...base,
      is_vacation_day: true,
      vacation: {
        petition_id: 3,
        vacation_type: 'vacaciones' as const,
        start_date: '2025-07-21',
        end_date: '2025-07-25',
      },
    };
    expect(startConfirmationFor(today)).toEqual({ title: 'Hoy: Vacaciones', message: VACATION_DAY_CONFIRMATION });
  });

  it('asks on a holiday', () => {
    const today = { ...base, holiday: { name: 'Fiesta del Trabajo', scope: 'national' as const } };
    expect(startConfirmationFor(today)?.title).toBe('Hoy es festivo: Fiesta del Trabajo');
  });

  it('does not ask on a working day or while unknown', () => {
    expect(startConfirmationFor(base)).toBeNull();
    expect(startConfirmationFor(undefined)).toBeNull();
  });
});
