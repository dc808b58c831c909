import { type ActivityAction, activityActionLabels } from '@jornada/shared/api/logs';
import { describe, expect, it } from 'vitest';
import { formatLogDateTime, pageCount, summarizeDetails } from './format-log';
import { testLogNames as names, writtenDetails as written } from './test-log-actions';
import { expectedSummaries as expected } from './test-log-summaries';

const summary = (action: string, details: Record<string, unknown>, entityId: string | null = null, entity = 'x') =>
  summarizeDetails({ action, details, entityId, entity }, names);

describe('formatLogDateTime', () => {
  it('is dd/MM/yyyy HH:mm:ss in Madrid, summer and winter', () => {
    expect(formatLogDateTime('2025-07-24T06:05:09.000Z')).toBe('24/07/2025 08:05:09');
    expect(formatLogDateTime('2025-01-10T23:30:00.000Z')).toBe('11/01/2025 00:30:00');
    expect(formatLogDateTime('not a date')).toBe('—');
  });
});

describe('summarizeDetails', () => {
  it.each(Object.keys(activityActionLabels) as ActivityAction[])('%s reads as Spanish, with names', (action) => {
    const { details, entity = 'employee', entityId = null } = written[action];
    const line = summarizeDetails({ action, details, entity, entityId }, names);
    expect(line).toBe(expected[action]);
    // No internal key (snake_case, or 'id') nor a bare JSON value ever reaches the screen.
    expect(line).not.toMatch(/[a-z]+_[a-z]+|\bid\b|[[\]{}]/);
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

  it('the contract settings, a start in remote work and a contract that replaces another of the same day', () => {
    expect(
      summary('company_config.updated', {
        changes: {
          full_time_weekly_hours: { from: 40, to: 37.5 },
          allows_remote_work: { from: false, to: true },
        },
      }),
    ).toBe('Jornada completa semanal: 40\u00a0h → 37,5\u00a0h · Teletrabajo permitido: No → Sí');
    expect(summary('workshift.start', { source: 'web', work_mode: 'teletrabajo' })).toBe('Teletrabajo · Desde: Web');
    expect(
      summary(
        'employee.contract_added',
        {
          effective_from: '2026-03-01',
          weekly_minutes: 2400,
          part_time_percent: 100,
          work_mode: 'presencial',
          replaces_contract_id: 3,
        },
        '3',
      ),
    ).toBe(
      'Lucía Fernández · Desde el 01/03/2026 · Completa · 40\u00a0h semanales · Presencial · Sustituye al registrado antes para el mismo día',
    );
  });

  it('names the people the details refer to by id; one the server could not name is not shown by id', () => {
    expect(
      summary('employee.updated', { field: 'role', from: 'worker', to: 'manager', removed_managers: [2] }, '3'),
    ).toBe('Lucía Fernández · Rol: Trabajador → Manager · Deja de tener manager: Carlos Ruiz');
    expect(summary('employee.updated', { field: 'manager_id', from: [2], to: [] }, '9')).toBe(
      'Persona no disponible · Manager: Carlos Ruiz → —',
    );
    expect(summary('employee.invitation_resent', { access: 'temporary_password' }, '3')).toBe(
      'Lucía Fernández · Se le asignó una contraseña temporal',
    );
  });

  it('a shift by name; none, or one deleted since, in words', () => {
    expect(summary('employee.updated', { field: 'shift_id', from: null, to: 7 }, '3')).toBe(
      'Lucía Fernández · Turno: sin turno → un turno ya eliminado',
    );
  });

  it('work centres by name: an employee moved, a start, a reactivation back to the default centre', () => {
    expect(summary('employee.updated', { field: 'centre_id', from: 7, to: 8 }, '3')).toBe(
      'Lucía Fernández · Centro de trabajo: Obrador → Tienda Centro',
    );
    expect(summary('workshift.start', { source: 'web', work_mode: 'presencial', centre_id: 8 })).toBe(
      'Presencial · Centro: Tienda Centro · Desde: Web',
    );
    expect(summary('workshift.start', { source: 'web', centre_id: 99 })).toBe(
      'Centro: un centro de trabajo · Desde: Web',
    );
    expect(summary('employee.created', { name: 'Lucía', email: 'l@x.es', role: 'worker', centre_id: 8 }, '3')).toBe(
      'Lucía (l@x.es) · Trabajador · Centro: Tienda Centro',
    );
    expect(
      summary('employee.reactivated', { name: 'Lucía', deactivated_at: null, centre_id: { from: 8, to: 7 } }, '3'),
    ).toBe('Lucía · Centro de trabajo: Tienda Centro → Obrador');
    expect(
      summary('work_centre.updated', { name: 'Obrador', changes: { latitude: { from: null, to: 40.4168 } } }),
    ).toBe('Obrador · Latitud: — → 40.4168');
  });

  it('the company-wide vacation allowance', () => {
    expect(
      summarizeDetails(
        {
          action: 'vacation_allowance.updated',
          entity: 'company_config',
          entityId: '1',
          details: { vacation_days_per_year: { from: 22, to: 23 } },
        },
        names,
      ),
    ).toBe('Toda la empresa · Días de vacaciones al año: 22 → 23');
  });

  it('an action or field it does not know never shows its keys: a Spanish generic line', () => {
    expect(summary('petition.reopened', { table_name: 'vacations', days: 3 })).toBe('Otros datos registrados');
    expect(summary('algo.nuevo', { phone: '+34600000000', extra: { a: 1 } })).toBe(
      'Teléfono: +34600000000 · Otros datos registrados',
    );
    expect(summary('company.updated', { changes: { logo_url: { from: 'a', to: 'b' } } })).toBe('Otro dato modificado');
    expect(summary('employee.updated', { field: 'nickname', from: 'a', to: 'b' }, '3')).toBe(
      'Lucía Fernández · Otro dato modificado',
    );
  });

  it("names the company's autonomous community, not its ISO code", () => {
    expect(summary('company.updated', { changes: { region: { from: 'ES-MD', to: 'ES-PV' } } })).toBe(
      'Comunidad autónoma: Comunidad de Madrid → País Vasco',
    );
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('inspector access', () => {
  it('names the page visit and the month of a bundle, and cuts a long user agent', () => {
    expect(summary('inspector.access', { label: 'ITSS', download: 'page', user_agent: null })).toBe(
      '«ITSS» · Consulta de la página del enlace',
    );
    expect(
      summary('inspector.access', {
        label: 'ITSS',
        download: 'bundle',
        month: '2026-02',
        from: '2026-02-10',
        to: '2026-02-28',
      }),
    ).toBe('«ITSS» · Paquete del mes 02/2026 · 10/02/2026–28/02/2026');
    const line = summary('inspector.access', { label: 'ITSS', download: 'page', user_agent: 'A'.repeat(200) });
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThan(160);
  });
});
