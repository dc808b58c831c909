import type { Role } from '@jornada/shared/roles';
import { describe, expect, it } from 'vitest';
import { decideRoute, isPosPath, type RouteContext } from './route-decision';

const anonymous = { user: null, isStandalone: false, pendingRoute: null };

function decide(path: string, context: Partial<RouteContext> = {}) {
  const [pathname = '/', query] = path.split('?');
  return decideRoute({ ...anonymous, pathname, search: query ? `?${query}` : '', ...context });
}

function as(role: Role, extra: Partial<RouteContext> = {}): Partial<RouteContext> {
  return { user: { role }, ...extra };
}

const allRoles: Role[] = ['navegatel', 'gestoria', 'company', 'manager', 'worker'];

describe('embed routes (SPEC §2.1): resolved before login state', () => {
  const embeds = [
    '/embed-employee-widget',
    '/embed/employee-widget/iframe',
    '/embed/employee-widget/timetracking',
    '/embed/pos-widget',
    '/embed/pos-widget/iframe',
  ];
  it.each(embeds)('%s renders bare for anyone', (path) => {
    expect(decide(path)).toEqual({ type: 'render', layout: 'embed' });
    expect(decide(path, as('worker'))).toEqual({ type: 'render', layout: 'embed' });
    expect(decide(`${path}/`, as('gestoria'))).toEqual({ type: 'render', layout: 'embed' });
  });
});

describe('POS shortcuts', () => {
  it.each(['/pos', '/pos-login'])('%s goes to /login?mode=pos', (path) => {
    expect(decide(path)).toEqual({ type: 'redirect', to: '/login?mode=pos' });
    expect(decide(path, { isStandalone: true })).toEqual({ type: 'redirect', to: '/login?mode=pos' });
    expect(decide(path, as('worker'))).toEqual({ type: 'redirect', to: '/login?mode=pos' });
  });
});

describe('the POS kiosk and its login (SPEC §2.7, §6: a terminal session, separate from user login)', () => {
  it.each(['/pos-dashboard', '/pos-dashboard/', '/login?mode=pos', '/login?x=1&mode=pos'])(
    '%s is a POS path: the root route renders it for anyone, before the session and outside the shell',
    (path) => {
      const [pathname = '', query] = path.split('?');
      expect(isPosPath(pathname, query ? `?${query}` : '')).toBe(true);
    },
  );

  it.each(['/login', '/login?mode=otro', '/pos', '/pos-terminals', '/mis-terminales-pos', '/'])('%s is not', (path) => {
    const [pathname = '', query] = path.split('?');
    expect(isPosPath(pathname, query ? `?${query}` : '')).toBe(false);
  });
});

describe('anonymous visitors (SPEC §2.1)', () => {
  it('see the landing at /, or /login when running as an installed app', () => {
    expect(decide('/')).toEqual({ type: 'render', layout: 'public' });
    expect(decide('/', { isStandalone: true })).toEqual({ type: 'redirect', to: '/login' });
  });

  it.each([
    '/login',
    '/register',
    '/activate',
    '/change-password',
    '/forgot-password',
    '/reset-password',
    '/contacto',
    '/success-page',
    '/cancel-page',
    '/loader-demo',
    '/pos-terminals',
    '/company-logs',
    '/legal/aviso-legal',
    '/legal/politica-privacidad',
    '/legal/terminos-condiciones',
    '/legal/politica-cookies',
  ])('can open the public path %s', (path) => {
    expect(decide(path)).toEqual({ type: 'render', layout: 'public' });
  });

  it('are sent from /auth to /login', () => {
    expect(decide('/auth')).toEqual({ type: 'redirect', to: '/login' });
  });

  it.each([
    '/employees',
    '/dashboard',
    '/petitions?view=outbox',
    '/petitions/create/vacation',
    '/companies/42/history',
    '/gestoria/configuracion',
    '/time-history',
    '/workshift-reports',
    '/company-confirm-password-change',
    '/tickets',
  ])('are sent to /login from the protected path %s, which is remembered', (path) => {
    expect(decide(path)).toEqual({ type: 'redirect', to: '/login', pendingRouteToSave: path });
  });

  it('go to the landing (or /login when standalone) from unknown paths, remembering nothing', () => {
    expect(decide('/no-existe')).toEqual({ type: 'redirect', to: '/' });
    expect(decide('/companies/1/employees/2')).toEqual({ type: 'redirect', to: '/' });
    expect(decide('/no-existe', { isStandalone: true })).toEqual({ type: 'redirect', to: '/login' });
  });
});

describe('logged-in users on /login and /auth (SPEC §2.2)', () => {
  const homes: Record<Role, string> = {
    navegatel: '/navegatel',
    gestoria: '/gestoria',
    company: '/dashboard',
    manager: '/',
    worker: '/',
  };

  it.each(allRoles)('%s goes to its home and the pending route is used up', (role) => {
    const expected = { type: 'redirect', to: homes[role], shouldClearPendingRoute: true };
    expect(decide('/login', as(role))).toEqual(expected);
    expect(decide('/auth', as(role))).toEqual(expected);
  });

  it('goes to the stored pending route when the role can open it', () => {
    expect(decide('/login', as('company', { pendingRoute: '/employees' }))).toMatchObject({ to: '/employees' });
    expect(decide('/login', as('worker', { pendingRoute: '/petitions?view=outbox' }))).toMatchObject({
      to: '/petitions?view=outbox',
    });
  });

  it('ignores a pending route the role cannot open, or one pointing at /login', () => {
    expect(decide('/login', as('worker', { pendingRoute: '/employees' }))).toMatchObject({ to: '/' });
    expect(decide('/login', as('company', { pendingRoute: '/login?mode=pos' }))).toMatchObject({ to: '/dashboard' });
  });
});

describe('logged-in users by role (SPEC §2.3)', () => {
  const specRoutes: Record<Role, string[]> = {
    gestoria: ['/', '/gestoria', '/gestoria/configuracion'],
    navegatel: [
      '/',
      '/navegatel',
      '/companies',
      '/companies/7',
      '/companies/7/employees',
      '/companies/7/history',
      '/settings',
      '/gestorias',
      '/gestorias/3',
      '/loader-demo',
    ],
    company: [
      '/',
      '/dashboard',
      '/employees',
      '/shifts',
      '/turnos',
      '/petitions',
      '/petitions?view=create',
      '/petitions/create/ticket',
      '/petitions/create/vacation',
      '/petitions/create/workshift-correction',
      '/settings',
      '/configuration',
      '/realtime-test',
      '/pos-terminals',
    ],
    worker: [
      '/mis-terminales-pos',
      '/',
      '/time-history',
      '/petitions',
      '/petitions/create/ticket',
      '/petitions/create/vacation',
      '/petitions/create/workshift-correction',
      '/email-notifications',
      '/settings',
    ],
    manager: [
      '/mis-terminales-pos',
      '/',
      '/time-history',
      '/petitions',
      '/email-notifications',
      '/employees',
      '/users',
    ],
  };
  const common = [
    '/legal/aviso-legal',
    '/legal/politica-privacidad',
    '/legal/terminos-condiciones',
    '/legal/politica-cookies',
    '/contacto',
    '/workshift-reports',
    '/company-confirm-password-change',
    '/company-logs',
  ];

  for (const role of allRoles) {
    it(`${role} opens its own routes and the common ones inside the shell`, () => {
      for (const path of [...specRoutes[role], ...common]) {
        expect(decide(path, as(role)), path).toEqual({ type: 'render', layout: 'app' });
      }
    });
  }

  it.each<[Role, string]>([
    ['worker', '/employees'],
    ['worker', '/users'],
    ['worker', '/dashboard'],
    ['company', '/users'],
    ['company', '/time-history'],
    ['company', '/loader-demo'],
    ['manager', '/shifts'],
    ['gestoria', '/dashboard'],
    ['gestoria', '/settings'],
    ['gestoria', '/petitions'],
    ['navegatel', '/employees'],
    ['navegatel', '/petitions'],
    ['navegatel', '/gestoria'],
    ['company', '/register'],
    ['company', '/no-existe'],
    ['worker', '/companies/1/employees/2'],
  ])('%s gets the 404 page on %s', (role, path) => {
    expect(decide(path, as(role))).toEqual({ type: 'not-found' });
  });

  it("/tickets redirects to the role's petitions view: the inbox for those who decide, a worker's own requests", () => {
    for (const role of ['company', 'manager'] as const) {
      expect(decide('/tickets', as(role))).toEqual({ type: 'redirect', to: '/petitions?view=inbox' });
    }
    expect(decide('/tickets', as('worker'))).toEqual({ type: 'redirect', to: '/petitions?view=outbox' });
    expect(decide('/tickets', as('navegatel'))).toEqual({ type: 'not-found' });
  });
});
