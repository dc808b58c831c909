import { embedPaths } from '@jornada/shared/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { legalLinks } from '../config/app';
import type { RouteHandle } from './route-handle';
import HomeRoute from './routes/home';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/** Every page is its own lazily loaded chunk. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function route(path: string, load: () => Promise<{ default: ComponentType }>, handle: RouteHandle): RouteObject {
  return { path, lazy: page(load), handle };
}

const loadSettings = () => import('./routes/settings');
const loadEmployees = () => import('./routes/employees');
const loadShifts = () => import('./routes/shifts');
const loadLegal = () => import('./routes/legal');
const loadCheckoutReturn = () => import('./routes/checkout-return');
// Also the POS kiosk's entry (see routes/auth/login.tsx): one chunk name less in this file, which the
// landing downloads first (its bundle budget).
const loadLogin = () => import('./routes/auth/login');
const loadPosTerminals = () => import('./routes/pos-terminals');

const embedTitles: Record<(typeof embedPaths)[number], string> = {
  '/embed-employee-widget': 'Insertar Jornada en tu web',
  '/embed/employee-widget/iframe': 'Empleados',
  '/embed/employee-widget/timetracking': 'Control Horario',
  '/embed/pos-widget': 'Sistema POS',
  '/embed/pos-widget/iframe': 'Terminal POS',
};

/**
 * All routes sit under RootRoute, which decides per visitor (app/route-decision.ts) whether the matched
 * page renders, redirects or becomes the 404 page. /pos, /pos-login, /auth and /tickets only ever
 * redirect, so they need no route of their own: the decision runs before the '*' page would render.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      // Bundled with the router: it picks the landing or the role's home, each a chunk of its own.
      { index: true, Component: HomeRoute },
      // The company admin's home (SPEC §2.2): the same role home as '/'.
      { path: 'dashboard', Component: HomeRoute, handle: { title: 'Dashboard' } satisfies RouteHandle },
      // The platform admin's and the gestoría's homes (SPEC §2.2), '/' for them too.
      { path: 'navegatel', Component: HomeRoute, handle: { title: 'Panel de plataforma' } satisfies RouteHandle },
      { path: 'gestoria', Component: HomeRoute, handle: { title: 'Empresas' } satisfies RouteHandle },
      route('login', loadLogin, { title: 'Iniciar sesión' }),
      route('register', () => import('./routes/auth/register'), { title: 'Prueba gratis' }),
      route('activate', () => import('./routes/auth/activate'), { title: 'Activar cuenta' }),
      route('forgot-password', () => import('./routes/auth/forgot-password'), { title: 'Recuperar contraseña' }),
      route('reset-password', () => import('./routes/auth/reset-password'), { title: 'Nueva contraseña' }),
      route('change-password', () => import('./routes/auth/change-password'), { title: 'Cambiar contraseña' }),
      route('company-confirm-password-change', () => import('./routes/auth/company-confirm-password-change'), {
        title: 'Cambia tu contraseña',
      }),
      // The POS kiosk (SPEC §2.7): a terminal's session, never the shell (route-decision: layout 'pos').
      route('pos-dashboard', loadLogin, { title: 'Terminal POS' }),
      route('loader-demo', () => import('./routes/loader-demo'), { title: 'Demostración de carga' }),
      route('petitions', () => import('./routes/petitions'), { title: 'Peticiones' }),
      route('petitions/create/ticket', () => import('./routes/petitions-create-ticket'), { title: 'Nueva incidencia' }),
      route('petitions/create/vacation', () => import('./routes/petitions-create-vacation'), {
        title: 'Solicitar vacaciones',
      }),
      route('petitions/create/workshift-correction', () => import('./routes/petitions-create-correction'), {
        title: 'Corrección de Jornada',
      }),
      route('notifications', () => import('./routes/notifications'), { title: 'Notificaciones' }),
      route('email-notifications', () => import('./routes/email-notifications'), { title: 'Notificaciones Email' }),
      route('time-history', () => import('./routes/time-history'), { title: 'Historial' }),
      route('workshift-reports', () => import('./routes/workshift-reports'), { title: 'Informes de jornada' }),
      route('employees', loadEmployees, { title: 'Empleados' }),
      route('users', loadEmployees, { title: 'Usuarios' }),
      route('settings', loadSettings, { title: 'Configuración' }),
      route('configuration', loadSettings, { title: 'Configuración de la empresa' }),
      route('shifts', loadShifts, { title: 'Turnos' }),
      route('mis-terminales-pos', loadPosTerminals, { title: 'Mis terminales POS' }),
      route('fichar', () => import('./routes/fichar'), { title: 'Fichar en el terminal' }),
      route('turnos', loadShifts, { title: 'Turnos' }),
      // Public in SPEC §2.1: a visitor sees it inside the public frame (and is asked to log in).
      route('company-logs', () => import('./routes/company-logs'), {
        title: 'Actividad empresa',
        hasPublicFrame: true,
      }),
      route('pos-terminals', loadPosTerminals, { title: 'Terminales POS', hasPublicFrame: true }),
      route('gestoria/configuracion', () => import('./routes/gestoria-settings'), { title: 'Configuración' }),
      route('gestoria/empresas/:companyId', () => import('./routes/gestoria-client'), { title: 'Empresa cliente' }),
      // The platform admin's console; its home is '/navegatel'.
      route('companies', () => import('./routes/admin-companies'), { title: 'Empresas' }),
      route('companies/:companyId', () => import('./routes/admin-company'), { title: 'Detalle de empresa' }),
      route('companies/:companyId/employees', () => import('./routes/admin-company-employees'), {
        title: 'Empleados de la empresa',
      }),
      route('companies/:companyId/history', () => import('./routes/admin-company-history'), {
        title: 'Historial de la empresa',
      }),
      route('gestorias', () => import('./routes/admin-gestorias'), { title: 'Gestorías' }),
      route('gestorias/:gestoriaId', () => import('./routes/admin-gestoria'), { title: 'Detalle de gestoría' }),
      route('contact-requests', () => import('./routes/contact-requests'), { title: 'Solicitudes de contacto' }),
      // The company admin's check of the event stream (SPEC §2.3).
      route('realtime-test', () => import('./routes/realtime-test'), { title: 'Prueba en tiempo real' }),
      // Public (SPEC §2.1) and common to every logged-in role (SPEC §2.3).
      ...legalLinks.map((link) => route(link.to.slice(1), loadLegal, { title: link.title, hasPublicFrame: true })),
      route('contacto', () => import('./routes/contacto'), { title: 'Contacto', hasPublicFrame: true }),
      route('success-page', loadCheckoutReturn, { title: 'Suscripción', hasPublicFrame: true }),
      route('cancel-page', loadCheckoutReturn, { title: 'Pago cancelado', hasPublicFrame: true }),
      // The Labour Inspectorate's read-only access through a company's link: no shell, no login. The
      // page names itself (document.title) once it knows the company.
      route('inspeccion/:token', () => import('./routes/inspeccion'), { isBare: true }),
      ...embedPaths.map((path) => route(path, () => import('./routes/embed'), { title: embedTitles[path] })),
      route('*', () => import('./routes/not-found'), { title: 'Página no encontrada' }),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
