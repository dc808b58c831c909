import type { Permission } from './permissions';
import type { Role } from './roles';

/**
 * Where each role lands after login (SPEC §2.2) and which app routes it may open (SPEC §2.3).
 * The web router and the e2e suite both read this, so the two cannot drift apart.
 */
export const homeByRole: Record<Role, string> = {
  navegatel: '/navegatel',
  gestoria: '/gestoria',
  company: '/dashboard',
  manager: '/',
  worker: '/',
};

/** Public paths reachable without a session (SPEC §2.1). */
export const publicPaths = [
  '/login',
  '/register',
  '/activate',
  '/change-password',
  '/forgot-password',
  '/reset-password',
  '/auth',
  '/contacto',
  '/success-page',
  '/cancel-page',
  '/loader-demo',
  '/pos-dashboard',
  '/pos-terminals',
  '/company-logs',
  '/legal/aviso-legal',
  '/legal/politica-privacidad',
  '/legal/terminos-condiciones',
  '/legal/politica-cookies',
] as const;

export const embedPaths = [
  '/embed-employee-widget',
  '/embed/employee-widget/iframe',
  '/embed/employee-widget/timetracking',
  '/embed/pos-widget',
  '/embed/pos-widget/iframe',
] as const;

/** Routes open to every logged-in role (SPEC §2.3). */
export const commonAppPaths = [
  '/legal/aviso-legal',
  '/legal/politica-privacidad',
  '/legal/terminos-condiciones',
  '/legal/politica-cookies',
  '/contacto',
  '/workshift-reports',
  '/company-confirm-password-change',
  '/company-logs',
  '/pos-dashboard',
  '/change-password',
  // Links from emails and the checkout return: a user who is already logged in must not get a 404.
  '/activate',
  '/reset-password',
  '/success-page',
  '/cancel-page',
] as const;

const workerPaths = [
  '/',
  '/mis-terminales-pos',
  // A kiosk's QR opens it on the worker's phone: their time card, clocking at that terminal.
  '/fichar',
  '/time-history',
  '/petitions',
  '/petitions/create/ticket',
  '/petitions/create/vacation',
  '/petitions/create/workshift-correction',
  '/tickets',
  '/notifications',
  '/email-notifications',
  '/settings',
] as const;

/** Route patterns per role (`:param` segments), SPEC §2.3. */
export const pathsByRole: Record<Role, readonly string[]> = {
  // A client company's page: its register, alerts, employees and exports.
  gestoria: ['/', '/gestoria', '/gestoria/configuracion', '/gestoria/empresas/:companyId'],
  navegatel: [
    '/',
    '/navegatel',
    '/companies',
    '/companies/:companyId',
    '/companies/:companyId/employees',
    '/companies/:companyId/history',
    '/settings',
    '/gestorias',
    '/gestorias/:gestoriaId',
    // The contact and custom-plan requests.
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
    '/notifications',
    '/settings',
    '/configuration',
    '/realtime-test',
    '/tickets',
    '/pos-terminals',
  ],
  worker: workerPaths,
  manager: [...workerPaths, '/employees', '/users'],
};

export type SidebarEntryId =
  | 'dashboard'
  | 'companies'
  | 'gestorias'
  | 'contact-requests'
  | 'pos-terminals'
  | 'shifts'
  | 'company-activity'
  | 'employees'
  | 'workshift-reports'
  | 'petitions'
  | 'history'
  | 'workshift-correction'
  | 'my-pos-terminals'
  | 'email-notifications'
  | 'settings';

export interface SidebarEntry {
  id: SidebarEntryId;
  label: string;
  to: string;
  roles: readonly Role[];
  /** What its page needs: an entry whose page a restricted company refuses is not offered. */
  permission?: Permission;
  children?: readonly { label: string; to: string }[];
}

/** Sidebar entries in display order (SPEC §2.4). Gestoría users get no sidebar. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { id: 'dashboard', label: 'Dashboard', to: '/', roles: ['navegatel', 'company', 'manager', 'worker'] },
  { id: 'companies', label: 'Empresas', to: '/companies', roles: ['navegatel'] },
  { id: 'gestorias', label: 'Gestorías', to: '/gestorias', roles: ['navegatel'] },
  { id: 'contact-requests', label: 'Solicitudes', to: '/contact-requests', roles: ['navegatel'] },
  {
    id: 'pos-terminals',
    label: 'Terminales POS',
    to: '/pos-terminals',
    roles: ['company'],
    permission: 'manage:pos-terminal',
  },
  { id: 'shifts', label: 'Turnos', to: '/shifts', roles: ['company'], permission: 'read:shift' },
  {
    id: 'company-activity',
    label: 'Actividad empresa',
    to: '/company-logs',
    roles: ['company'],
    permission: 'read:activity-log',
  },
  { id: 'employees', label: 'Empleados', to: '/employees', roles: ['company', 'manager'], permission: 'read:employee' },
  // Not in SPEC's list: the legal register (art. 34.9 ET) was reachable only from a dashboard card.
  // A worker reads their own days in Historial, so only those who read others' registers get it.
  {
    id: 'workshift-reports',
    label: 'Informes de jornada',
    to: '/workshift-reports',
    roles: ['company', 'manager'],
    permission: 'read:register',
  },
  {
    id: 'petitions',
    label: 'Peticiones',
    to: '/petitions',
    roles: ['company', 'manager', 'worker'],
    permission: 'read:petition',
    children: [
      { label: 'Bandeja de entrada', to: '/petitions?view=inbox' },
      { label: 'Bandeja de salida', to: '/petitions?view=outbox' },
      { label: 'Crear', to: '/petitions?view=create' },
    ],
  },
  { id: 'history', label: 'Historial', to: '/time-history', roles: ['worker', 'manager'] },
  {
    id: 'workshift-correction',
    label: 'Corrección de Jornada',
    to: '/petitions/create/workshift-correction',
    roles: ['worker', 'manager'],
  },
  { id: 'my-pos-terminals', label: 'Mis terminales POS', to: '/mis-terminales-pos', roles: ['worker', 'manager'] },
  {
    id: 'email-notifications',
    label: 'Notificaciones Email',
    to: '/email-notifications',
    roles: ['worker', 'manager'],
  },
  {
    id: 'settings',
    label: 'Configuración',
    to: '/settings',
    roles: ['navegatel', 'company', 'manager', 'worker'],
  },
];

/** SPEC §2.3: /petitions?view=inbox|outbox|create. */
export const petitionsViews = ['inbox', 'outbox', 'create'] as const;
export type PetitionsView = (typeof petitionsViews)[number];

/**
 * The view /petitions opens on. A worker decides nothing but a correction their manager proposes to
 * them, so their inbox is nearly always empty: their own requests (the outbox) come first. SPEC's
 * inbox stays the default for those who decide.
 */
export function defaultPetitionsView(role: Role): Exclude<PetitionsView, 'create'> {
  return role === 'worker' ? 'outbox' : 'inbox';
}

/** The petitions views in the order the menu and the page's tabs list them: the role's default first. */
export function petitionsViewsFor(role: Role): readonly PetitionsView[] {
  return role === 'worker' ? ['outbox', 'inbox', 'create'] : petitionsViews;
}

function viewOfLink(to: string): string | null {
  return /[?&]view=([^&]*)/.exec(to)?.[1] ?? null;
}

/** The role's entries; `sidebarForUser` (sidebar.ts) also leaves out what the company's state refuses. */
export function sidebarFor(role: Role): SidebarEntry[] {
  const order: readonly (string | null)[] = petitionsViewsFor(role);
  const rank = (to: string) => order.indexOf(viewOfLink(to));
  return sidebarEntries
    .filter((entry) => entry.roles.includes(role))
    .map((entry) => {
      if (entry.id === 'dashboard') return { ...entry, to: homeByRole[role] };
      if (!entry.children) return entry;
      return { ...entry, children: [...entry.children].sort((a, b) => rank(a.to) - rank(b.to)) };
    });
}

export function homeFor(role: Role): string {
  return homeByRole[role];
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export function canOpenPath(role: Role, path: string): boolean {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  return [...pathsByRole[role], ...commonAppPaths].some((pattern) => matches(pattern, clean));
}

/** SPEC §2.2: the stored pending route wins unless it is /login (or a path the role can't open). */
export function landingAfterLogin(role: Role, pendingRoute: string | null | undefined): string {
  if (pendingRoute && !pendingRoute.startsWith('/login') && canOpenPath(role, pendingRoute)) {
    return pendingRoute;
  }
  return homeFor(role);
}
