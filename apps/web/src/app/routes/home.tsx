import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useUser } from '../../features/auth/api/get-user';
import { maySessionExist } from '../../lib/session-marker';
import { isRunningStandalone } from '../../lib/standalone';

export const loadLanding = () => import('./landing');
const Landing = lazy(loadLanding);
const RoleHome = lazy(() => import('./role-home'));

// A visitor opening '/' in a browser gets the landing: start its download now, with the router,
// instead of after it (installed apps go to /login instead, SPEC §2.1). Not when a session may exist
// (lib/session-marker.ts): a logged-in user's '/' is their home.
if (typeof window !== 'undefined' && window.location.pathname === '/' && !isRunningStandalone() && !maySessionExist()) {
  void loadLanding().catch(() => undefined);
}

/**
 * '/' (and '/dashboard'): the landing for visitors, the role's home for a logged-in user (SPEC §2.3).
 * Bundled with the router; each side is its own chunk, so the landing never downloads the app.
 */
export default function HomeRoute() {
  const { data: user } = useUser();
  return <Suspense fallback={<FullScreenSpinner />}>{user ? <RoleHome user={user} /> : <Landing />}</Suspense>;
}
