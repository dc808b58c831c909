import type { PosLoginResponse } from '@jornada/shared/api/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notifyApiError, setApiBearerToken } from '../../../lib/api-client';
import { embedPosLogin } from '../api/embed-pos-login';
import { embedPosLogout } from '../api/embed-pos-logout';
import { type EmbedPosSession, readEmbedPosSession, saveEmbedPosSession } from '../utils/embed-storage';
import { POS_FRAME_MESSAGES, parsePosFrameMessage, sameOriginParent } from '../utils/pos-frame-messages';

/** How long the kiosk frame waits for its widget to hand over the session before showing a login. */
export const POS_SESSION_REQUEST_TIMEOUT_MS = 2000;

function adopt(session: EmbedPosSession | null): EmbedPosSession | null {
  saveEmbedPosSession(session);
  setApiBearerToken(session?.token ?? null);
  return session;
}

/**
 * The POS widget's terminal session (ADR 013): the token of POST /api/embed/pos/login and its company,
 * in memory and, where the frame may use it, this tab's session storage; sent as a bearer header on the
 * POS calls. The app's own kiosk data and cookie are left alone. The widget (`/embed/pos-widget`) hands
 * the session to its kiosk frame (`isKioskFrame`) on request and hears from it when it ended.
 */
export function useEmbedPosSession({ isKioskFrame = false }: { isKioskFrame?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<EmbedPosSession | null>(() => adopt(readEmbedPosSession()));
  const [isWaiting, setIsWaiting] = useState(() => isKioskFrame && session === null && sameOriginParent() !== null);
  const current = useRef(session);
  current.current = session;
  const shouldAsk = useRef(isWaiting);
  // The token of the login in flight, until the form has shown its welcome.
  const openedToken = useRef<string | null>(null);

  const end = () => {
    setSession(adopt(null));
    if (isKioskFrame) sameOriginParent()?.postMessage({ type: POS_FRAME_MESSAGES.ended }, window.location.origin);
  };

  useEffect(() => {
    const selfOrigin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const message = parsePosFrameMessage(event.data, event.origin, selfOrigin);
      if (!message) return;
      if (isKioskFrame && message.kind === 'session' && event.source === window.parent) {
        setSession(adopt({ token: message.token, company: message.company }));
        setIsWaiting(false);
      } else if (!isKioskFrame && message.kind === 'request' && current.current && event.source) {
        const { token, company } = current.current;
        (event.source as Window).postMessage({ type: POS_FRAME_MESSAGES.session, token, company }, selfOrigin);
      } else if (!isKioskFrame && message.kind === 'ended') {
        setSession(adopt(null));
      }
    };
    window.addEventListener('message', onMessage);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (shouldAsk.current) {
      sameOriginParent()?.postMessage({ type: POS_FRAME_MESSAGES.request }, selfOrigin);
      timer = setTimeout(() => setIsWaiting(false), POS_SESSION_REQUEST_TIMEOUT_MS);
    }
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [isKioskFrame]);

  // Once the kiosk is gone (after the render without a session), nothing of the terminal stays cached.
  const hadSession = useRef(session !== null);
  useEffect(() => {
    if (session === null && hadSession.current) queryClient.clear();
    hadSession.current = session !== null;
  }, [session, queryClient]);

  const logout = useMutation({
    mutationFn: embedPosLogout,
    onSuccess: end,
    onError: (error) => notifyApiError('Error al cerrar la sesión del POS', error),
  });

  return {
    session,
    /** The kiosk frame is waiting for its widget's session. */
    isWaiting: isWaiting && session === null,
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
    /** The session ended (the kiosk logged out, or the server ended it). */
    end,
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}
