import {
  canOpenPath,
  defaultPetitionsView,
  embedPaths,
  landingAfterLogin,
  pathsByRole,
  publicPaths,
} from '@jornada/shared/navigation';
import type { Role } from '@jornada/shared/roles';

/**
 * Where a URL goes for the current visitor (SPEC §2.1–2.3), as a pure function so every case can be
 * tested. The router's root route renders, redirects or shows the 404 page as decided here.
 */
export type RouteDecision =
  /** embed: no chrome, resolved before the session; public: anonymous pages; app: the logged-in shell. */
  | { type: 'render'; layout: 'embed' | 'public' | 'app' }
  | {
      type: 'redirect';
      to: string;
      /** Remember this URL so the next login returns to it. */
      pendingRouteToSave?: string;
      /** The pending route was used up by this redirect. */
      shouldClearPendingRoute?: boolean;
    }
  /** Logged in, but this role cannot open the path: 'Página no encontrada' inside the shell. */
  | { type: 'not-found' };

export interface RouteContext {
  pathname: string;
  search: string;
  user: { role: Role } | null;
  isStandalone: boolean;
  pendingRoute: string | null;
}

export const POS_LOGIN_PATH = '/login?mode=pos';

export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isEmbedPath(pathname: string): boolean {
  return (embedPaths as readonly string[]).includes(normalizePath(pathname));
}

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(normalizePath(pathname));
}

/**
 * The POS kiosk and its login (SPEC §2.7): a terminal's own session, separate from user login (SPEC §6),
 * so they render for anyone, logged in or not, without the shell. The root route lets them through
 * before the session and decideRoute, as it does bare pages: decideRoute is never asked about them.
 */
export function isPosPath(pathname: string, search: string): boolean {
  const path = normalizePath(pathname);
  return path === '/pos-dashboard' || (path === '/login' && /[?&]mode=pos(&|$)/.test(search));
}

/**
 * Every role, read from the navigation table rather than from '@jornada/shared/roles', which builds a
 * zod schema as it loads: the router is part of the landing's first download, which leaves zod out.
 */
const allRoles = Object.keys(pathsByRole) as Role[];

/** A path some role can open once logged in (as opposed to an unknown URL). */
export function isAppPath(pathname: string): boolean {
  return allRoles.some((role) => canOpenPath(role, pathname));
}

export function decideRoute({ pathname, search, user, isStandalone, pendingRoute }: RouteContext): RouteDecision {
  const path = normalizePath(pathname);

  if (isEmbedPath(path)) return { type: 'render', layout: 'embed' };
  if (path === '/pos' || path === '/pos-login') return { type: 'redirect', to: POS_LOGIN_PATH };

  if (!user) {
    if (path === '/') return isStandalone ? { type: 'redirect', to: '/login' } : { type: 'render', layout: 'public' };
    if (path === '/auth') return { type: 'redirect', to: '/login' };
    if (isPublicPath(path)) return { type: 'render', layout: 'public' };
    if (isAppPath(path)) return { type: 'redirect', to: '/login', pendingRouteToSave: `${path}${search}` };
    return { type: 'redirect', to: isStandalone ? '/login' : '/' };
  }

  if (path === '/login' || path === '/auth') {
    return { type: 'redirect', to: landingAfterLogin(user.role, pendingRoute), shouldClearPendingRoute: true };
  }
  if (!canOpenPath(user.role, path)) return { type: 'not-found' };
  if (path === '/tickets') return { type: 'redirect', to: `/petitions?view=${defaultPetitionsView(user.role)}` };
  return { type: 'render', layout: 'app' };
}
