import type { ActivityLogEntry } from '@jornada/shared/api/logs';
import { describe, expect, it } from 'vitest';
import { formatLogDateTime, pageCount, summarizeDetails } from './format-log';

const people = new Map([
  [2, 'Carlos Ruiz'],
  [3, 'Lucía Fernández'],
]);
const summary = (action: string, details: Record<string, unknown>, entityId: string | null = null) =>
  summarizeDetails({ action, details, entityId } as Pick<ActivityLogEntry, 'action' | 'entityId' | 'details'>, people);

describe('formatLogDateTime', () => {
  it('is dd/MM/yyyy HH:mm:ss in Madrid, summer and winter', () => {
    expect(formatLogDateTime('2025-07-24T06:05:09.000Z')).toBe('24/07/2025 08:05:09');
    expect(formatLogDateTime('2025-01-10T23:30:00.000Z')).toBe('11/01/2025 00:30:00');
    expect(formatLogDateTime('not a date')).toBe('—');
  });
});

describe('summarizeDetails', () => {
  it('nothing to say for a login', () => {
    expect(summary('session.login', {})).toBe('—');
  });

  it('lists config changes with units, booleans as Sí/No and Spanish decimals', () => {
    expect(
      summary('company_config.updated', {
        changes: {
          workday_hours: { from: 8, to: 7.5 },
          break_included: { from: false, to: true },
          min_break_interval: { from: 30, to: 45 },
        },
      }),
    ).toBe(
      'Jornada: 8\u00a0h → 7,5\u00a0h · Pausas como tiempo trabajado: No → Sí · Intervalo entre pausas: 30\u00a0min → 45\u00a0min',
    );
  });

  it('names the employee an action was about and the people the details refer to by id', () => {
    expect(summary('employee.updated', { field: 'phone', from: '+34600000003', to: '+34611111111' }, '3')).toBe(
      'Lucía Fernández · Teléfono: +34600000003 → +34611111111',
    );
    expect(summary('employee.updated', { field: 'role', from: 'worker', to: 'manager' }, '3')).toBe(
      'Lucía Fernández · Rol: Trabajador → Manager',
    );
    expect(summary('employee.manager_added', { manager_id: 2 }, '3')).toBe('Lucía Fernández · Manager: Carlos Ruiz');
    expect(summary('employee.invitation_resent', { email: 'lucia@jornada.test', access: 'invitation' }, '3')).toBe(
      'Lucía Fernández · Nuevo enlace a lucia@jornada.test',
    );
    expect(summary('employee.invitation_resent', { access: 'temporary_password' }, '3')).toBe(
      'Lucía Fernández · Se le asignó una contraseña temporal',
    );
    expect(summary('employee.updated', { field: 'manager_id', from: [2], to: [] }, '9')).toBe(
      'usuario n.º 9 · Manager: Carlos Ruiz → —',
    );
  });

  it('summarises a new employee', () => {
    expect(
      summary('employee.created', {
        name: 'Ana',
        email: 'ana@x.es',
        role: 'worker',
        manager_id: 2,
        shift_id: null,
        access: 'invitation',
      }),
    ).toBe('Ana (ana@x.es) · Trabajador · Manager: Carlos Ruiz · Acceso: invitación por email');
  });

  it('describes shifts by times and day letters, and what changed', () => {
    expect(summary('shift.created', { name: 'Noche', startTime: '22:00', endTime: '06:00', weekdays: [1, 2, 3] })).toBe(
      'Noche · 22:00–06:00 (termina al día siguiente) · L M X',
    );
    expect(
      summary('shift.updated', {
        name: 'Mañana',
        changes: { startTime: { from: '08:00', to: '09:00' }, weekdays: { from: [1, 2], to: [1, 2, 6] } },
      }),
    ).toBe('Mañana · Entrada: 08:00 → 09:00 · Días: L M → L M S');
  });

  it('says where and how a clock action was made', () => {
    expect(summary('workshift.start', { source: 'web', latitude: 40.41678, longitude: -3.70379 })).toBe(
      'Desde: Web · Ubicación: 40.4168, -3.7038',
    );
    expect(summary('workshift.end', { source: 'pos', user_id: 3, observaciones: 'Jornada Regular' })).toBe(
      'Registro de Lucía Fernández · Observaciones: Jornada Regular · Desde: Terminal POS',
    );
    expect(summary('workshift.incident', { source: 'web', tipo: 'Otro', titulo: 'Sin cobertura' })).toBe(
      'Otro · «Sin cobertura» · Desde: Web',
    );
  });

  it('falls back to "campo: valor" for an action it does not know', () => {
    expect(summary('petition.created', { kind: 'vacation', days: 3 })).toBe('kind: vacation · days: 3');
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
