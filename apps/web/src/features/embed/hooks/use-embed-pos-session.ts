import type { PosLoginResponse } from '@jornada/shared/api/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notifyApiError, setApiBearerToken } from '../../../lib/api-client';
import { embedPosLogin } from '../api/embed-pos-login';
import { embedPosLogout } from '../api/embed-pos-logout';
import { type EmbedPosSession, readEmbedPosSession, saveEmbedPosSession } from '../utils/embed-storage';
import { isPosSessionEndedSignal } from '../utils/pos-frame-signal';

function adopt(session: EmbedPosSession | null): EmbedPosSession | null {
  saveEmbedPosSession(session);
  setApiBearerToken(session?.token ?? null);
  return session;
}

/**
 * The POS widget's terminal session (ADR 013): the token of POST /api/embed/pos/login and its company
 * in this tab's session storage, sent as a bearer header on the POS calls. The app's own kiosk data and
 * cookie are left alone.
 */
export function useEmbedPosSession() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<EmbedPosSession | null>(() => adopt(readEmbedPosSession()));
  // The token of the login in flight, until the form has shown its welcome.
  const openedToken = useRef<string | null>(null);

  const end = () => {
    setSession(adopt(null));
    queryClient.clear();
  };

  // The kiosk in the frame below says its session ended.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isPosSessionEndedSignal(event.data, event.origin, window.location.origin)) {
        setSession(adopt(null));
        queryClient.clear();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  const logout = useMutation({
    mutationFn: embedPosLogout,
    onSuccess: end,
    onError: (error) => notifyApiError('Error al cerrar la sesión del POS', error),
  });

  return {
    session,
    /** For the POS login form: opens the session and answers the company it belongs to. */
    login: async (values: { id_acceso: string; pin: string }): Promise<PosLoginResponse> => {
      const opened = await embedPosLogin(values);
      openedToken.current = opened.token;
      return opened.company;
    },
    /** The form is done: the kiosk takes over with the session just opened. */
    onLoggedIn: (company: PosLoginResponse) => {
      const token = openedToken.current;
      openedToken.current = null;
      if (token) setSession(adopt({ token, company }));
    },
    end,
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}
