import type { SessionUser } from '@jornada/shared/api/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { usePollInterval } from '../../../lib/live-events/poll-interval';
import { getUser, userQueryKey } from '../api/get-user';
import { savePendingRoute } from '../utils/pending-route';
import {
  createSessionChecker,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  type SessionCheckResult,
} from '../utils/session-checker';

export const SESSION_EXPIRED_TOAST_MS = 3000;

/**
 * While logged in, asks GET /api/user every 30 s and when the tab becomes visible again (never twice
 * within 10 s). On 401/403: toast 'Sesión expirada', then after 2 s drop every cached query and go to
 * /login, remembering the current page so the next login returns to it (SPEC §4.4).
 * While the event stream is open it checks the session itself (its heartbeat ends it with the session),
 * so the poll stretches like the others (docs/spec-deviations.md); once it drops, every 30 s again.
 */
export function useSessionCheck({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkRef = useRef<(() => Promise<SessionCheckResult>) | null>(null);
  const intervalMs = usePollInterval(SESSION_CHECK_INTERVAL_MS) || SESSION_CHECK_INTERVAL_MS;

  useEffect(() => {
    if (!isEnabled) return;
    let redirectTimer: ReturnType<typeof setTimeout> | undefined;
    const check = createSessionChecker({
      fetchUser: () => getUser(),
      // The session was just loaded, so the first check waits for the minimum gap.
      lastCheckAt: Date.now(),
      onValid: (user) => queryClient.setQueryData<SessionUser | null>(userQueryKey, user),
      onExpired: () => {
        toast({
          title: 'Sesión expirada',
          description: 'Tu sesión ha expirado, serás redirigido al login.',
          variant: 'error',
          duration: SESSION_EXPIRED_TOAST_MS,
        });
        redirectTimer = setTimeout(() => {
          savePendingRoute(`${window.location.pathname}${window.location.search}`);
          queryClient.setQueryData<SessionUser | null>(userQueryKey, null);
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
          void navigate('/login', { replace: true });
        }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
      },
    });
    checkRef.current = check;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      checkRef.current = null;
      clearTimeout(redirectTimer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [isEnabled, queryClient, navigate]);

  useEffect(() => {
    if (!isEnabled) return;
    const interval = setInterval(() => void checkRef.current?.(), intervalMs);
    return () => clearInterval(interval);
  }, [isEnabled, intervalMs]);
}
