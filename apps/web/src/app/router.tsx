import { embedPaths } from '@jornada/shared/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { placeholderPages } from './placeholder-pages';
import type { RouteHandle } from './route-handle';
import { RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';

/** Every page is its own lazily loaded chunk. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function route(path: string, load: () => Promise<{ default: ComponentType }>, handle: RouteHandle): RouteObject {
  return { path, lazy: page(load), handle };
}

const loadPlaceholder = () => import('./routes/placeholder');
const loadSettings = () => import('./routes/settings');

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
      { index: true, lazy: page(() => import('./routes/home')) },
      // The company admin's home (SPEC §2.2): the same role home as '/'.
      route('dashboard', () => import('./routes/home'), { title: 'Dashboard' }),
      route('login', () => import('./routes/auth/login'), { title: 'Iniciar sesión' }),
      route('register', () => import('./routes/auth/register'), { title: 'Prueba gratis' }),
      route('activate', () => import('./routes/auth/activate'), { title: 'Activar cuenta' }),
      route('forgot-password', () => import('./routes/auth/forgot-password'), { title: 'Recuperar contraseña' }),
      route('reset-password', () => import('./routes/auth/reset-password'), { title: 'Nueva contraseña' }),
      route('change-password', () => import('./routes/auth/change-password'), { title: 'Cambiar contraseña' }),
      route('company-confirm-password-change', () => import('./routes/auth/company-confirm-password-change'), {
        title: 'Cambia tu contraseña',
      }),
      route('loader-demo', () => import('./routes/loader-demo'), { title: 'Demostración de carga' }),
      route('petitions', () => import('./routes/petitions'), { title: 'Peticiones' }),
      route('time-history', () => import('./routes/time-history'), { title: 'Historial' }),
      route('settings', loadSettings, { title: 'Configuración' }),
      route('gestoria/configuracion', loadSettings, { title: 'Configuración' }),
      ...embedPaths.map((path) => route(path, () => import('./routes/embed'), { title: 'Widget' })),
      ...placeholderPages.map(({ path, title, description }) =>
        route(path, loadPlaceholder, { title, description, hasPublicFrame: true }),
      ),
      route('*', () => import('./routes/not-found'), { title: 'Página no encontrada' }),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
