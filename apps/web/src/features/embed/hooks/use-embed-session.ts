import { type LoginRequest, loginRequest, type SessionUser } from '@jornada/shared/api/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, notifyApiError, setApiBearerToken } from '../../../lib/api-client';
import { embedKeys } from '../api/embed-keys';
import { embedLogin } from '../api/embed-login';
import { embedLogout } from '../api/embed-logout';
import { getEmbedUser } from '../api/get-embed-user';
import { readEmbedToken, saveEmbedToken } from '../utils/embed-storage';
import { toHostUser, type WidgetState } from '../utils/host-messages';

/** SPEC §2.7, §9: after logging out the widget reloads its own path after 500 ms. */
export const EMBED_LOGOUT_RELOAD_DELAY_MS = 500;
/** SPEC §9: the session is checked every 30 s, as in the app. */
export const EMBED_SESSION_CHECK_MS = 30_000;
export const EMBED_LOGIN_FALLBACK_MESSAGE = 'Error de autenticación';
export const EMBED_ALREADY_LOGGED_IN_MESSAGE = 'Ya hay una sesión iniciada: cierra la sesión antes de iniciar otra.';

/** The token adopted for this page's calls, from the first render on (before any query runs). */
function adoptToken(token: string | null): string | null {
  saveEmbedToken(token);
  setApiBearerToken(token);
  return token;
}

/**
 * An embed widget's own session (ADR 013): a token in this tab's session storage, sent as a bearer
 * header on every call; the app's cookie is never used. Logging in is the same for the page's form and
 * the host's MAUI_LOGIN; a session the server ended (expired, revoked) drops back to the login form.
 */
export function useEmbedSession() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => adoptToken(readEmbedToken()));
  const [error, setError] = useState<string | undefined>();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const userQuery = useQuery({
    queryKey: embedKeys.user(),
    queryFn: ({ signal }) => getEmbedUser(signal),
    enabled: token !== null,
    staleTime: 0,
    refetchInterval: EMBED_SESSION_CHECK_MS,
  });
  const user: SessionUser | null = token ? (userQuery.data ?? null) : null;
  const hasEnded = token !== null && userQuery.data === null;

  // The server ended the session (expired, revoked): back to the form, and nothing of that user's data
  // stays cached for whoever logs in next (the allow-list stays: the host channel hangs on it).
  useEffect(() => {
    if (!hasEnded) return;
    setToken(adoptToken(null));
    const config = embedKeys.config();
    queryClient.removeQueries({
      predicate: ({ queryKey }) => !(queryKey[0] === config[0] && queryKey[1] === config[1]),
    });
  }, [hasEnded, queryClient]);

  const loginMutation = useMutation({
    mutationFn: embedLogin,
    onMutate: () => setError(undefined),
    onSuccess: (session) => {
      queryClient.setQueryData(embedKeys.user(), session.user);
      setToken(adoptToken(session.token));
    },
    onError: (failure) => setError(errorMessage(failure, EMBED_LOGIN_FALLBACK_MESSAGE)),
  });

  const login = (values: { email: string; password: string }) => {
    if (loginMutation.isPending || isLoggingOut) return;
    if (user) {
      // The same person again changes nothing; somebody else must log out first.
      if (user.email.toLowerCase() !== values.email.trim().toLowerCase()) setError(EMBED_ALREADY_LOGGED_IN_MESSAGE);
      return;
    }
    const parsed = loginRequest.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? EMBED_LOGIN_FALLBACK_MESSAGE);
      return;
    }
    loginMutation.mutate(parsed.data satisfies LoginRequest);
  };

  const logout = async () => {
    if (isLoggingOut || token === null) return;
    setIsLoggingOut(true);
    try {
      await embedLogout();
    } catch (failure) {
      setIsLoggingOut(false);
      notifyApiError('Error al cerrar sesión', failure);
      return;
    }
    setToken(adoptToken(null));
    setError(undefined);
    setIsLoggingOut(false);
    // A fresh load of the same widget: nothing of this user's data stays in memory.
    const { pathname, search } = window.location;
    setTimeout(() => window.location.replace(`${pathname}${search}`), EMBED_LOGOUT_RELOAD_DELAY_MS);
  };

  const state: WidgetState = {
    isAuthenticated: user !== null,
    isLoading: loginMutation.isPending || (token !== null && userQuery.isPending),
    isLoggingOut,
    user: toHostUser(user),
    error,
  };

  return {
    state,
    user,
    /** A saved token is being checked: neither the form nor the widget yet. */
    isChecking: token !== null && userQuery.isPending,
    isLoggingIn: loginMutation.isPending,
    /** A failed check (network, 5xx) with a token kept: the widget offers to retry. */
    checkError: token !== null && userQuery.isError && userQuery.data === undefined ? userQuery.error : null,
    retryCheck: () => void userQuery.refetch(),
    login,
    logout: () => void logout(),
  };
}

export type EmbedSession = ReturnType<typeof useEmbedSession>;
