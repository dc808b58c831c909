import type { SessionUser } from '@jornada/shared/api/session';
import { homeByRole } from '@jornada/shared/navigation';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PublicFrame } from '../../components/layouts/public-frame';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { getUserQueryOptions, useUser } from '../../features/auth/api/get-user';
import { clearPendingRoute, readPendingRoute, savePendingRoute } from '../../features/auth/utils/pending-route';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { markedRole, maySessionExist } from '../../lib/session-marker';
import { isRunningStandalone } from '../../lib/standalone';
import { applyDarkClass, useDarkModePreference } from '../../lib/theme';
import { decideRoute, isEmbedPath, isPosPath } from '../route-decision';
import { useRouteHandle } from '../route-handle';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The shell's start-up in three tasks instead of one long one: zod with the schemas it shares with the
 * public pages (the session's module is in that file); the browser's zone data, which the first
 * Intl.DateTimeFormat with a time zone loads (tens of milliseconds on a slow phone, and the card's first
 * render needs Madrid's time: packages/shared/src/domain/madrid-time.ts); then the layout and the homes.
 * Each runs while the page still waits for the network, not inside the render of the first screen.
 */
const loadAuthenticatedLayout = async () => {
  await import('@jornada/shared/api/session');
  await nextTask();
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hourCycle: 'h23' }).formatToParts(0);
  await nextTask();
  return import('./authenticated-layout');
};
const AuthenticatedLayout = lazy(loadAuthenticatedLayout);

/** Embeds and the kiosk never show the shell. */
const mayShowShell = () =>
  maySessionExist() &&
  !isEmbedPath(window.location.pathname) &&
  !isPosPath(window.location.pathname, window.location.search);

/**
 * What a worker's or manager's home asks first: its card waits on the current shift and the settings
 * (role-home.tsx, workshift-home.tsx), and reads today's shifts and whether today is a day off
 * (workshift-card.tsx, role-home.tsx) as soon as it shows. Asked together, their answers are there when
 * the card first renders, instead of each arriving later with a render of its own. Written out here:
 * importing their API modules would bring zod into the landing's first download.
 */
const EMPLOYEE_HOME_FIRST_CALLS = [
  '/api/workshift/current',
  '/api/company/config',
  '/api/workshift/user/today',
  '/api/vacations/today',
];

// When a session may exist (lib/session-marker.ts), the session check starts before the first render;
// and on a worker's home (the marker names the role), the card's data with it, instead of after the
// check and the home's code: on a phone's network, two round trips less before the card shows.
if (typeof window !== 'undefined' && mayShowShell()) {
  void queryClient.prefetchQuery(getUserQueryOptions());
  const role = markedRole();
  // The roles whose home is the time card. Not the permission table: it would bring zod into this first download.
  if ((role === 'worker' || role === 'manager') && window.location.pathname === homeByRole[role]) {
    api.prefetch(EMPLOYEE_HOME_FIRST_CALLS);
  }
}

/**
 * Once the first spinner is on screen, the shell's chunk (with the role homes, scripts/app-chunks.mjs)
 * downloads and runs while the session check is on its way, instead of after it: on a phone's network,
 * round trips less before the home can ask for its data. Not earlier: it would share the slow network
 * with the files the first paint needs. The server's page for a session (dist/app.html) has already
 * named these files, and the loading screen is in it; this serves the page the service worker answers
 * with (index.html).
 */
function usePreloadShell(isSessionPending: boolean) {
  useEffect(() => {
    if (isSessionPending && mayShowShell()) void loadAuthenticatedLayout().catch(() => undefined);
  }, [isSessionPending]);
}

const NotFoundRoute = lazy(() => import('./not-found'));

const DEFAULT_TITLE = 'Jornada · Registro de jornada';

function Redirect({
  to,
  pendingRouteToSave,
  shouldClearPendingRoute,
}: {
  to: string;
  pendingRouteToSave?: string;
  shouldClearPendingRoute?: boolean;
}) {
  useEffect(() => {
    if (pendingRouteToSave) savePendingRoute(pendingRouteToSave);
    if (shouldClearPendingRoute) clearPendingRoute();
  }, [pendingRouteToSave, shouldClearPendingRoute]);
  return <Navigate to={to} replace />;
}

function Authenticated({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AuthenticatedLayout user={user}>{children}</AuthenticatedLayout>
    </Suspense>
  );
}

/**
 * The root route: waits for the session (except on embed routes, the POS kiosk and its login, and bare
 * pages such as the inspector's, which are resolved before login state), then renders, redirects or shows the 404 page as decideRoute says.
 */
export function RootRoute() {
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const userQuery = useUser();
  // The session's answer swaps the loading screen for the whole layout and the home: the biggest render
  // of the start-up. Deferred, React renders it as a transition, in slices that leave the main thread
  // free between them, instead of one long task right when the answer arrives (the query's store update
  // would be urgent). Both values change in the same deferred render, never one without the other.
  const isSessionPending = useDeferredValue(userQuery.isPending);
  const sessionUser = useDeferredValue(userQuery.data);
  usePreloadShell(userQuery.isPending);
  const isEmbed = isEmbedPath(pathname);
  const isPos = isPosPath(pathname, search);
  // A failed session check (network, 5xx) leaves the visitor anonymous: public pages keep working.
  const user = sessionUser ?? null;
  const isDarkPreferred = useDarkModePreference();
  // The kiosk is logged in as its terminal (SPEC §1: dark mode while logged in); its login page is not.
  const isDark = !isEmbed && isDarkPreferred && (isPos ? pathname.startsWith('/pos-dashboard') : user !== null);

  useEffect(() => {
    applyDarkClass(isDark);
  }, [isDark]);

  useEffect(() => {
    document.title = handle.title ? `${handle.title} · Jornada` : DEFAULT_TITLE;
  }, [handle.title]);

  if (isEmbed || isPos || handle.isBare) return <Outlet />;
  if (isSessionPending) return <FullScreenSpinner />;

  const decision = decideRoute({
    pathname,
    search,
    user,
    isStandalone: isRunningStandalone(),
    pendingRoute: readPendingRoute(),
  });

  switch (decision.type) {
    case 'redirect':
      return (
        <Redirect
          to={decision.to}
          pendingRouteToSave={decision.pendingRouteToSave}
          shouldClearPendingRoute={decision.shouldClearPendingRoute}
        />
      );
    case 'not-found':
      if (!user) return null;
      return (
        <Authenticated user={user}>
          <Suspense fallback={null}>
            <NotFoundRoute />
          </Suspense>
        </Authenticated>
      );
    case 'render':
      if (decision.layout === 'app' && user) {
        return (
          <Authenticated user={user}>
            <Outlet />
          </Authenticated>
        );
      }
      if (decision.layout === 'public' && handle.hasPublicFrame) {
        return (
          <PublicFrame>
            <Outlet />
          </PublicFrame>
        );
      }
      return <Outlet />;
  }
}
