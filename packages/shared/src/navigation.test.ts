import { describe, expect, it } from 'vitest';
import {
  canOpenPath,
  defaultPetitionsView,
  homeFor,
  landingAfterLogin,
  petitionsViewsFor,
  sidebarFor,
} from './navigation';
import { type Role, roles } from './roles';
import { sidebarForUser } from './sidebar';

describe('sidebarFor (SPEC §2.4, in display order)', () => {
  const expected: Record<Role, string[]> = {
    navegatel: ['Dashboard', 'Empresas', 'Gestorías', 'Solicitudes', 'Configuración'],
    gestoria: [],
    company: [
      'Dashboard',
      'Terminales POS',
      'Turnos',
      'Actividad empresa',
      'Empleados',
      'Informes de jornada',
      'Peticiones',
      'Configuración',
    ],
    manager: [
      'Dashboard',
      'Empleados',
      'Informes de jornada',
      'Peticiones',
      'Historial',
      'Corrección de Jornada',
      'Mis terminales POS',
      'Notificaciones Email',
      'Configuración',
    ],
    worker: [
      'Dashboard',
      'Peticiones',
      'Historial',
      'Corrección de Jornada',
      'Mis terminales POS',
      'Notificaciones Email',
      'Configuración',
    ],
  };

  it.each(roles)('%s', (role) => {
    expect(sidebarFor(role).map((entry) => entry.label)).toEqual(expected[role]);
  });

  it('Peticiones opens Bandeja de entrada, Bandeja de salida and Crear', () => {
    for (const role of ['company', 'manager'] as const) {
      const petitions = sidebarFor(role).find((entry) => entry.label === 'Peticiones');
      expect(petitions?.children?.map((c) => [c.label, c.to])).toEqual([
        ['Bandeja de entrada', '/petitions?view=inbox'],
        ['Bandeja de salida', '/petitions?view=outbox'],
        ['Crear', '/petitions?view=create'],
      ]);
    }
  });

  it('a worker’s Peticiones starts with their own requests (Bandeja de salida), their default view', () => {
    const petitions = sidebarFor('worker').find((entry) => entry.label === 'Peticiones');
    expect(petitions?.children?.map((c) => c.label)).toEqual(['Bandeja de salida', 'Bandeja de entrada', 'Crear']);
    expect(defaultPetitionsView('worker')).toBe('outbox');
    expect(petitionsViewsFor('worker')).toEqual(['outbox', 'inbox', 'create']);
    for (const role of ['company', 'manager'] as const) {
      expect(defaultPetitionsView(role)).toBe('inbox');
      expect(petitionsViewsFor(role)).toEqual(['inbox', 'outbox', 'create']);
    }
  });

  it('the legal register is in the company admin’s and the manager’s menu, not in a worker’s', () => {
    const registerEntry = (role: Role) => sidebarFor(role).find((entry) => entry.label === 'Informes de jornada');
    expect(registerEntry('company')?.to).toBe('/workshift-reports');
    expect(registerEntry('manager')?.to).toBe('/workshift-reports');
    expect(registerEntry('worker')).toBeUndefined();
    // Restricted mode keeps the register readable (art. 34.9 ET), so its entry stays.
    expect(sidebarForUser({ role: 'company', company_state: 'expired' }).map((e) => e.to)).toContain(
      '/workshift-reports',
    );
  });

  it('Dashboard goes to each role’s landing page and Configuración to /settings', () => {
    expect(sidebarFor('navegatel')[0]?.to).toBe('/navegatel');
    expect(sidebarFor('company')[0]?.to).toBe('/dashboard');
    expect(sidebarFor('worker')[0]?.to).toBe('/');
    for (const role of ['navegatel', 'company', 'manager', 'worker'] as const) {
      expect(sidebarFor(role).at(-1)?.to).toBe('/settings');
    }
  });

  it('an expired or suspended company admin is offered only what restricted mode keeps', () => {
    for (const state of ['expired', 'suspended'] as const) {
      expect(sidebarForUser({ role: 'company', company_state: state }).map((entry) => entry.label)).toEqual([
        'Dashboard',
        'Empleados',
        'Informes de jornada',
        'Configuración',
      ]);
    }
    expect(sidebarForUser({ role: 'company', company_state: 'trial' }).map((entry) => entry.label)).toEqual(
      sidebarFor('company').map((entry) => entry.label),
    );
  });

  it('every sidebar link opens for its role', () => {
    for (const role of roles) {
      for (const entry of sidebarFor(role)) expect(canOpenPath(role, entry.to), `${role} ${entry.to}`).toBe(true);
    }
  });
});

describe('canOpenPath (SPEC §2.3)', () => {
  const common = [
    '/legal/aviso-legal',
    '/legal/politica-privacidad',
    '/legal/terminos-condiciones',
    '/legal/politica-cookies',
    '/contacto',
    '/workshift-reports',
    '/company-confirm-password-change',
    '/company-logs',
    '/pos-dashboard',
  ];
  const workerRoutes = [
    '/mis-terminales-pos',
    '/fichar',
    '/',
    '/time-history',
    '/petitions',
    '/petitions/create/ticket',
    '/petitions/create/vacation',
    '/petitions/create/workshift-correction',
    '/tickets',
    '/email-notifications',
    '/settings',
  ];
  const allowed: Record<Role, string[]> = {
    gestoria: ['/', '/gestoria', '/gestoria/configuracion', '/gestoria/empresas/5'],
    navegatel: [
      '/',
      '/navegatel',
      '/companies',
      '/companies/17',
      '/companies/17/employees',
      '/companies/17/history',
      '/settings',
      '/gestorias',
      '/gestorias/3',
      '/contact-requests',
      '/loader-demo',
    ],
    company: [
      '/',
      '/dashboard',
      '/employees',
      '/shifts',
      '/turnos',
      '/petitions',
      '/petitions/create/ticket',
      '/petitions/create/vacation',
      '/petitions/create/workshift-correction',
      '/settings',
      '/configuration',
      '/realtime-test',
      '/tickets',
      '/pos-terminals',
    ],
    worker: workerRoutes,
    manager: [...workerRoutes, '/employees', '/users'],
  };
  const forbidden: Record<Role, string[]> = {
    gestoria: ['/employees', '/companies', '/settings', '/dashboard', '/contact-requests', '/gestoria/empresas'],
    navegatel: ['/employees', '/petitions', '/time-history', '/companies/17/employees/3'],
    company: [
      '/time-history',
      '/companies',
      '/gestoria',
      '/gestoria/empresas/5',
      '/users',
      '/mis-terminales-pos',
      '/fichar',
    ],
    worker: ['/employees', '/users', '/dashboard', '/companies', '/shifts'],
    manager: ['/dashboard', '/companies', '/shifts', '/configuration', '/gestorias/3'],
  };

  it.each(roles)('%s opens its routes and the common ones', (role) => {
    for (const path of [...allowed[role], ...common]) expect(canOpenPath(role, path), path).toBe(true);
  });

  it.each(roles)('%s does not open the routes of other roles', (role) => {
    for (const path of forbidden[role]) expect(canOpenPath(role, path), path).toBe(false);
  });

  it('ignores the query string and a trailing slash, but not extra segments', () => {
    expect(canOpenPath('company', '/petitions?view=inbox')).toBe(true);
    expect(canOpenPath('company', '/employees/')).toBe(true);
    expect(canOpenPath('navegatel', '/companies/17/')).toBe(true);
    expect(canOpenPath('company', '/employees/extra')).toBe(false);
    expect(canOpenPath('worker', '/no-existe')).toBe(false);
  });
});

describe('landingAfterLogin (SPEC §2.2)', () => {
  it('goes home without a pending route', () => {
    expect(landingAfterLogin('navegatel', null)).toBe('/navegatel');
    expect(landingAfterLogin('gestoria', undefined)).toBe('/gestoria');
    expect(landingAfterLogin('company', '')).toBe('/dashboard');
    expect(landingAfterLogin('manager', null)).toBe('/');
    expect(landingAfterLogin('worker', null)).toBe('/');
    for (const role of roles) expect(homeFor(role)).toBe(landingAfterLogin(role, null));
  });

  it('prefers the stored pending route', () => {
    expect(landingAfterLogin('worker', '/time-history')).toBe('/time-history');
    expect(landingAfterLogin('company', '/petitions?view=outbox')).toBe('/petitions?view=outbox');
    expect(landingAfterLogin('navegatel', '/companies/17/history')).toBe('/companies/17/history');
  });

  it('ignores a pending /login, and a pending route the role cannot open', () => {
    expect(landingAfterLogin('company', '/login')).toBe('/dashboard');
    expect(landingAfterLogin('worker', '/login?mode=pos')).toBe('/');
    expect(landingAfterLogin('worker', '/employees')).toBe('/');
  });
});
