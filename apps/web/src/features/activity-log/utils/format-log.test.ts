import { type ActivityAction, activityActionLabels } from '@jornada/shared/api/logs';
import { describe, expect, it } from 'vitest';
import { formatLogDateTime, type LogNames, pageCount, summarizeDetails } from './format-log';

const names: LogNames = {
  users: { '2': 'Carlos Ruiz', '3': 'Lucía Fernández', '4': 'Ana García' },
  shifts: { '1': 'Mañana', '2': 'Tarde' },
  centres: { '7': 'Obrador', '8': 'Tienda Centro' },
};
const summary = (action: string, details: Record<string, unknown>, entityId: string | null = null, entity = 'x') =>
  summarizeDetails({ action, details, entityId, entity }, names);

/** What the server writes for every action (recordAudit's details and clock_events' details). */
const written: Record<ActivityAction, { details: Record<string, unknown>; entity?: string; entityId?: string }> = {
  'session.login': { details: {} },
  'session.ended': { entity: 'session', details: {} },
  'session.logout': { details: {} },
  'user.activated': { details: {} },
  'user.password_changed': { details: {} },
  'user.password_reset': { details: {} },
  'user.mfa_enabled': { details: {} },
  'user.mfa_disabled': { details: {} },
  'user.mfa_recovery_code_used': { details: {} },
  'session.mfa_failed': { details: {} },
  'session.mfa_locked': { details: {} },
  'profile.updated': { details: { changes: { phone: { from: '+34600000003', to: '+34611111111' } } } },
  'company.registered': { details: { plan: 'professional', schema_name: 'panaderia' } },
  'company.demo_seeded': { details: {} },
  'company.updated': { details: { changes: { name: { from: 'A S.L.', to: 'B S.L.' } } } },
  'company_config.updated': { details: { changes: { break_obligatory: { from: false, to: true } } } },
  'employee.created': {
    entityId: '3',
    details: {
      name: 'Lucía',
      email: 'l@x.es',
      role: 'worker',
      manager_id: 2,
      shift_id: 1,
      access: 'temporary_password',
    },
  },
  'employee.updated': { entityId: '3', details: { field: 'shift_id', from: 1, to: 2 } },
  'employee.deleted': { entityId: '3', details: {} },
  'employee.deactivated': { entityId: '3', details: { name: 'Lucía', email: 'l@x.es', role: 'worker' } },
  'employee.reactivated': { entityId: '3', details: { name: 'Lucía', deactivated_at: '2026-01-05T10:00:00.000Z' } },
  'employee.anonymised': { entityId: '3', details: { retention_years: 4 } },
  'employee.credentials_updated': {
    entityId: '3',
    details: { email_from: 'a@x.es', email_to: 'b@x.es', password: 'changed' },
  },
  'employee.invitation_failed': { entityId: '3', details: { access: 'temporary_password' } },
  'employee.invitation_resent': { entityId: '3', details: { name: 'Lucía', email: 'l@x.es', access: 'invitation' } },
  'employee.manager_added': { entityId: '3', details: { manager_id: 2 } },
  'employee.manager_removed': { entityId: '3', details: { manager_id: 2 } },
  'employee.overtime_settled': {
    entityId: '3',
    details: { settlement_id: 2, month: '2026-03', mode: 'compensated', settled_minutes: 109 },
  },
  'employee.contract_added': {
    entityId: '3',
    details: {
      contract_id: 4,
      effective_from: '2026-03-01',
      weekly_minutes: 1200,
      part_time_percent: 50,
      work_mode: 'teletrabajo',
    },
  },
  'shift.created': { details: { name: 'Noche', startTime: '22:00', endTime: '06:00', weekdays: [1, 2] } },
  'shift.updated': { details: { name: 'Mañana', changes: { endTime: { from: '15:00', to: '14:00' } } } },
  'shift.deleted': { details: { name: 'Noche', startTime: '22:00', endTime: '06:00', weekdays: [1] } },
  'petition.created': { details: { table_name: 'vacations', employee_id: 3, assigned_to: [2, 4] } },
  'petition.approved': { details: { table_name: 'tickets', employee_id: 3, comment: 'De acuerdo' } },
  'petition.rejected': { details: { table_name: 'wscorrections', employee_id: 3, comment: null } },
  'petition.cancelled': { details: { table_name: 'vacations', employee_id: 3, from_status: 'approved' } },
  'petition.correction_applied': {
    entity: 'workshift',
    entityId: 'ws-1',
    details: { petition_id: 12, event_id: 99, user_id: 3, supersedes: ['97', '98'] },
  },
  'holiday.created': { details: { date: '2026-01-06', name: 'Reyes' } },
  'holiday.deleted': { details: { date: '2026-01-06', name: 'Reyes' } },
  'vacation_allowance.updated': {
    entity: 'employee',
    entityId: '3',
    details: { vacation_days_per_year: { from: null, to: 25 } },
  },
  'inspector_link.create': {
    entity: 'inspector_link',
    entityId: '7',
    details: {
      link_id: 7,
      label: 'ITSS Madrid',
      from: '2026-03-01',
      to: '2026-03-31',
      expires_at: '2026-04-15T08:00:00.000Z',
    },
  },
  'inspector_link.revoke': {
    entity: 'inspector_link',
    entityId: '7',
    details: { link_id: 7, label: 'ITSS Madrid', from: '2026-03-01', to: '2026-03-31' },
  },
  'company.created': { entity: 'company', details: { plan: 'professional', trial_days: 14 } },
  'company.renamed': { entity: 'company', details: { from: 'Panadería', to: 'Panadería Ejemplo S.L.' } },
  'company.plan_changed': {
    entity: 'company',
    details: { from: { id: 1, type: 'free' }, to: { id: 4, type: 'premium' } },
  },
  'company.trial_changed': {
    entity: 'company',
    details: { from: '2026-03-10T22:59:59.000Z', to: '2026-03-31T21:59:59.000Z' },
  },
  'company.suspended': { entity: 'company', details: {} },
  'company.reactivated': { entity: 'company', details: { suspended_at: '2026-03-01T10:00:00.000Z' } },
  'company.subscription_activated': {
    entity: 'company',
    details: { from: 'expired', trial_ends_at: '2026-03-10T22:59:59.000Z', subscription_ends_at: null },
  },
  'company.gestoria_linked': { entity: 'company', details: { gestoria_id: 1 } },
  'company.gestoria_unlinked': { entity: 'company', details: { gestoria_id: 1 } },
  'gestoria.created': { entity: 'gestoria', details: { name: 'Asesoría Demo', cif: 'B11111111' } },
  'gestoria.updated': { entity: 'gestoria', details: { changes: { name: { from: 'Asesoría', to: 'Asesoría Demo' } } } },
  'platform.read': { entity: 'companies', details: { resource: 'companies', query: { page: 1 } } },
  'platform.backup': { entity: 'backup', details: { file: 'jornada-2026-11-27T03-00-00Z.tar.gz', size: 5_557_452 } },
  'contact_request.handled': {
    entity: 'contact_request',
    entityId: '4',
    details: { from: 'open', to: 'handled', kind: 'contact' },
  },
  'contact_request.reopened': {
    entity: 'contact_request',
    entityId: '4',
    details: { from: 'handled', to: 'open', kind: 'contact' },
  },
  'user.invitation_failed': { entity: 'user', details: { access: 'temporary_password' } },
  'gestoria.access': {
    entity: 'register',
    details: { from: '2026-03-01', to: '2026-03-31', format: 'csv', gestoria_id: 1 },
  },
  'gestoria.unlinked': { entity: 'gestoria', entityId: '1', details: {} },
  'gestoria.user_created': { entity: 'user', entityId: '9', details: { gestoria_id: 1, email: 'a@b.es' } },
  'gestoria.user_deactivated': { entity: 'user', entityId: '9', details: { gestoria_id: 1 } },
  'inspector.access': {
    entity: 'inspector_link',
    entityId: '7',
    details: {
      link_id: 7,
      label: 'ITSS Madrid',
      download: 'register',
      format: 'xlsx',
      from: '2026-03-01',
      to: '2026-03-31',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    },
  },
  'workshift.start': { details: { source: 'web', latitude: 40.41678, longitude: -3.70379 } },
  'workshift.break_start': { details: { source: 'web' } },
  'workshift.break_end': { details: { source: 'pos', user_id: 3 } },
  'workshift.resume': { details: { source: 'widget' } },
  'workshift.end': { details: { source: 'web', observaciones: 'Jornada Regular' } },
  'workshift.incident': {
    details: {
      source: 'web',
      tipo: 'Otro',
      titulo: 'Sin cobertura',
      descripcion: 'No hay red',
      fecha: '2026-02-03',
      hora: '10:15',
    },
  },
  'workshift.correction': {
    details: {
      source: 'web',
      user_id: 3,
      petition_id: 12,
      changes: ['start', 'breaks'],
      started_at: '2026-02-03T07:00:00.000Z',
      ended_at: null,
      breaks: [{ start: '2026-02-03T09:00:00.000Z', end: '2026-02-03T09:15:00.000Z' }],
      reason: 'Olvidé fichar',
      requested_by: 3,
      approved_by: 2,
      supersedes: ['1'],
    },
  },
  'monthly_summary.acknowledged': { details: { month: '2026-10', user_id: 3 }, entity: 'monthly_summary' },
  'pos_terminal.created': {
    details: { name: 'Mostrador', id_acceso: 'POS-0001', employee_ids: null, require_employee_pin: true },
    entity: 'pos_terminal',
  },
  'pos_terminal.updated': {
    details: {
      name: 'Almacén',
      changes: { employee_ids: { from: null, to: [3, 2] }, require_employee_pin: { from: true, to: false } },
    },
    entity: 'pos_terminal',
  },
  'pos_terminal.pin_changed': { details: { name: 'Mostrador', sessions_ended: 1 }, entity: 'pos_terminal' },
  'pos_terminal.revoked': {
    details: { name: 'Mostrador', id_acceso: 'POS-0001', sessions_ended: 2 },
    entity: 'pos_terminal',
  },
  'pos_terminal.lockouts_cleared': {
    details: { name: 'Mostrador', id_acceso: 'POS-0001', employee_id: 3, cleared: 2 },
    entity: 'pos_terminal',
  },
  'pos.login': { details: { terminal: 'Mostrador', id_acceso: 'POS-0001', pos_session_id: 4 }, entity: 'pos_terminal' },
  'pos.logout': { details: {}, entity: 'pos_session' },
  'kiosk_pin.set': { details: { replaced: true }, entity: 'employee', entityId: '3' },
  'kiosk_pin.cleared': { details: {}, entity: 'employee', entityId: '3' },
  'work_centre.created': {
    entity: 'work_centre',
    entityId: '8',
    details: {
      name: 'Tienda Centro',
      address: 'Plaza Mayor 14',
      latitude: 40.4153,
      longitude: -3.7074,
      radius_meters: 100,
    },
  },
  'work_centre.updated': {
    entity: 'work_centre',
    entityId: '8',
    details: {
      name: 'Tienda Centro',
      changes: { radius_meters: { from: 100, to: 80 }, is_default: { from: false, to: true } },
    },
  },
  'work_centre.archived': {
    entity: 'work_centre',
    entityId: '8',
    details: { name: 'Tienda Centro', address: '', latitude: null, longitude: null, radius_meters: null },
  },
  'api_key.created': {
    entity: 'api_key',
    entityId: '5',
    details: { name: 'Nóminas', scopes: ['register:read', 'employees:read'], prefix: 'jk_live_Ab3d' },
  },
  'api_key.revoked': { entity: 'api_key', entityId: '5', details: { name: 'Nóminas', scopes: ['clock:write'] } },
  'api_key.access': {
    entity: 'register',
    entityId: '5',
    details: {
      api_key_id: 5,
      api_key: 'Nóminas',
      route: 'GET /api/reports/register',
      from: '2026-03-01',
      to: '2026-03-31',
      format: 'csv',
    },
  },
  'api_key.refused': {
    entity: 'api_key',
    entityId: '5',
    details: { api_key_id: 5, api_key: 'Nóminas', route: 'GET /api/user', status: 403 },
  },
  'webhook.created': {
    entity: 'webhook',
    entityId: '3',
    details: { url: 'https://erp.ejemplo.es/jornada', events: ['workshift.started', 'petition.decided'] },
  },
  'webhook.deleted': {
    entity: 'webhook',
    entityId: '3',
    details: { url: 'https://erp.ejemplo.es/jornada', events: ['workshift.started'], pending_cancelled: 2 },
  },
  'webhook.redelivered': {
    entity: 'webhook',
    entityId: '3',
    details: {
      url: 'https://erp.ejemplo.es/jornada',
      delivery_id: '0b8f3c1e-3f5a-4c1e-9d2b-7a6e5f4d3c2b',
      event: 'employee.created',
      previous_status: 'failed',
    },
  },
};

const expected: Record<ActivityAction, string> = {
  'session.login': '—',
  'session.ended': '—',
  'session.logout': '—',
  'user.activated': '—',
  'user.password_changed': '—',
  'user.password_reset': '—',
  'user.mfa_enabled': '—',
  'user.mfa_disabled': '—',
  'user.mfa_recovery_code_used': '—',
  'session.mfa_failed': '—',
  'session.mfa_locked': '—',
  'profile.updated': 'Teléfono: +34600000003 → +34611111111',
  'company.registered': 'Plan: Profesional · Identificador: panaderia',
  'company.demo_seeded': '—',
  'company.updated': 'Nombre: A S.L. → B S.L.',
  'company_config.updated': 'Pausa obligatoria: No → Sí',
  'employee.created':
    'Lucía (l@x.es) · Trabajador · Manager: Carlos Ruiz · Turno: Mañana · Acceso: contraseña temporal',
  'employee.updated': 'Lucía Fernández · Turno: Mañana → Tarde',
  'employee.deleted': 'Lucía Fernández',
  'employee.deactivated': 'Lucía (l@x.es) · Trabajador',
  'employee.reactivated': 'Lucía · De baja desde el 05/01/2026',
  'employee.anonymised': 'Datos personales borrados tras 4 años de conservación',
  'employee.credentials_updated': 'Lucía Fernández · Email: a@x.es → b@x.es · Contraseña temporal asignada',
  'employee.invitation_failed':
    'Lucía Fernández · No se pudo enviar la invitación: se le asignó una contraseña temporal',
  'employee.invitation_resent': 'Lucía Fernández · Nuevo enlace a l@x.es',
  'employee.manager_added': 'Lucía Fernández · Manager: Carlos Ruiz',
  'employee.manager_removed': 'Lucía Fernández · Manager: Carlos Ruiz',
  'employee.overtime_settled': 'Lucía Fernández · Horas extra de 03/2026 · Compensadas con descanso: 1:49 h',
  'employee.contract_added':
    'Lucía Fernández · Desde el 01/03/2026 · Parcial 50\u00a0% · 20\u00a0h semanales · Teletrabajo',
  'shift.created': 'Noche · 22:00–06:00 (termina al día siguiente) · L M',
  'shift.updated': 'Mañana · Salida: 15:00 → 14:00',
  'shift.deleted': 'Noche · 22:00–06:00 (termina al día siguiente) · L',
  'petition.created': 'Vacaciones y permisos de Lucía Fernández · Asignada a Carlos Ruiz, Ana García',
  'petition.approved': 'Incidencia de Lucía Fernández · Comentario: «De acuerdo»',
  'petition.rejected': 'Corrección de jornada de Lucía Fernández',
  'petition.cancelled': 'Vacaciones y permisos de Lucía Fernández · Estaba aprobada',
  'petition.correction_applied': 'Jornada de Lucía Fernández · Según la petición n.º 12 · Sustituye 2 fichajes',
  'holiday.created': 'Reyes · 06/01/2026',
  'holiday.deleted': 'Reyes · 06/01/2026',
  'vacation_allowance.updated': 'Lucía Fernández · Días de vacaciones al año: los de la empresa → 25',
  'inspector_link.create': '«ITSS Madrid» · Periodo: 01/03/2026–31/03/2026 · Caduca el 15/04/2026 10:00',
  'inspector_link.revoke': '«ITSS Madrid» · Periodo: 01/03/2026–31/03/2026',
  'company.created': 'Plan: Profesional',
  'company.renamed': '«Panadería» → «Panadería Ejemplo S.L.»',
  'company.plan_changed': 'Plan: Gratis → Premium',
  'company.trial_changed': 'Prueba hasta: 10/03/2026 → 31/03/2026',
  'company.suspended': '—',
  'company.reactivated': '—',
  'company.subscription_activated': 'Antes: prueba terminada el 10/03/2026',
  'company.gestoria_linked': '—',
  'company.gestoria_unlinked': '—',
  'gestoria.created': '—',
  'gestoria.updated': 'Nombre: Asesoría → Asesoría Demo',
  'platform.read': 'Lista de empresas',
  'platform.backup': 'Fichero: jornada-2026-11-27T03-00-00Z.tar.gz · 5,3 MB',
  'contact_request.handled': 'Solicitud n.º 4 · Contacto',
  'contact_request.reopened': 'Solicitud n.º 4 · Contacto',
  'user.invitation_failed': 'Se le dio una contraseña temporal',
  'gestoria.access': 'Registro en CSV · 01/03/2026–31/03/2026',
  'gestoria.unlinked': '—',
  'gestoria.user_created': '—',
  'gestoria.user_deactivated': '—',
  'inspector.access':
    '«ITSS Madrid» · Registro en Excel (XLSX) · 01/03/2026–31/03/2026 · Navegador: Mozilla/5.0 (X11; Linux x86_64)',
  'workshift.start': 'Desde: Web · Ubicación: 40.4168, -3.7038',
  'workshift.break_start': 'Desde: Web',
  'workshift.break_end': 'Registro de Lucía Fernández · Desde: Terminal POS',
  'workshift.resume': 'Desde: Widget',
  'workshift.end': 'Observaciones: Jornada Regular · Desde: Web',
  'workshift.incident': 'Otro · «Sin cobertura» · No hay red · Ocurrió el 03/02/2026 a las 10:15 · Desde: Web',
  'workshift.correction':
    'Registro de Lucía Fernández · Entrada: 08:00 · Pausas: 10:00–10:15 · Motivo: «Olvidé fichar» · Petición n.º 12',
  'monthly_summary.acknowledged': 'Resumen de octubre de 2026',
  'pos_terminal.created': '«Mostrador» (POS-0001) · Empleados: todos · PIN personal: Sí',
  'pos_terminal.updated': '«Almacén» · Empleados: todos → Lucía Fernández, Carlos Ruiz · PIN personal: Sí → No',
  'pos_terminal.pin_changed': '«Mostrador» · 1 sesión cerrada',
  'pos_terminal.revoked': '«Mostrador» (POS-0001) · 2 sesiones cerradas',
  'pos_terminal.lockouts_cleared':
    '«Mostrador» (POS-0001) · Empleado: Lucía Fernández · 2 contadores de intentos fallidos borrados',
  'pos.login': '«Mostrador» (POS-0001)',
  'pos.logout': '—',
  'kiosk_pin.set': 'Sustituye al anterior',
  'kiosk_pin.cleared': '—',
  'work_centre.created': 'Tienda Centro · Plaza Mayor 14 · 40.4153, -3.7074 · radio de 100\u00a0m',
  'work_centre.updated': 'Tienda Centro · Radio: 100\u00a0m → 80\u00a0m · Centro principal: No → Sí',
  'work_centre.archived': 'Tienda Centro',
  'api_key.created': 'Clave «Nóminas» · Permisos: leer el registro de jornada, leer los empleados',
  'api_key.revoked': 'Clave «Nóminas» · Permisos: fichar por un empleado',
  'api_key.access': 'Clave «Nóminas» · Registro en CSV · 01/03/2026–31/03/2026',
  'api_key.refused': 'Clave «Nóminas» · Operación: GET /api/user · Respuesta 403',
  'webhook.created': 'https://erp.ejemplo.es/jornada · Eventos: jornada iniciada, petición resuelta',
  'webhook.deleted': 'https://erp.ejemplo.es/jornada · 2 envíos pendientes descartados',
  'webhook.redelivered': 'https://erp.ejemplo.es/jornada · Empleado creado · Estaba: fallido',
};

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
