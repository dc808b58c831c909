import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { createThrottle } from '../../../lib/api-client';
import { posKeys } from '../api/pos-keys';
import { verifyPosSession } from '../api/verify-pos-session';
import {
  classifyVerify,
  POS_LOGIN_PATH,
  POS_REDIRECT_DELAY_MS,
  POS_TOAST_INTERVAL_MS,
  POS_VERIFY_INTERVAL_MS,
  type PosSessionState,
  sessionEndToast,
} from '../utils/pos-session-check';
import { clearPosData, type SavedPosData } from '../utils/pos-storage';

type EndedSession = Extract<PosSessionState, { kind: 'disconnected' | 'expired' }>;

/** SPEC §8: one POS toast per 5 s, whichever screen raises it. */
const isPosToastAllowed = createThrottle(POS_TOAST_INTERVAL_MS);

/** What the POS login shows after the kiosk was sent back to it (router state). */
export interface PosLoginState {
  posEndReason?: string;
}

function isInsideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * SPEC §4.4: the POS session is verified on load, every 10 s and whenever the tab shows again. When
 * the server says it no longer works (valid: false, 401/403): SPEC §8's toast, the POS data cleared,
 * and 2 s later the POS login (inside a frame, a reload). Network failures change nothing. With
 * `onEnded` (the POS widget, whose session is its own) that call replaces both the clearing and the way out.
 */
export function usePosSession(saved: SavedPosData, { onEnded }: { onEnded?: () => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<EndedSession | null>(null);
  const verify = useQuery({
    queryKey: posKeys.verify(),
    queryFn: ({ signal }) => verifyPosSession(saved.company, signal),
    enabled: ended === null,
    staleTime: 0,
    refetchInterval: POS_VERIFY_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });
  const isErrorLatest = verify.isError && verify.errorUpdatedAt >= verify.dataUpdatedAt;
  const state = classifyVerify(isErrorLatest ? null : (verify.data ?? null), isErrorLatest ? verify.error : undefined);

  const endedNow = state.kind === 'disconnected' || state.kind === 'expired' ? state : null;
  // Kept once seen: a later answer (or the queries being dropped) must not undo the way out.
  if (endedNow && ended === null) setEnded(endedNow);

  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  useEffect(() => {
    if (!ended) return;
    if (isPosToastAllowed()) toast(sessionEndToast(ended));
    if (!onEndedRef.current) clearPosData();
    const timer = setTimeout(() => {
      if (onEndedRef.current) onEndedRef.current();
      else if (isInsideFrame()) window.location.reload();
      else
        void navigate(POS_LOGIN_PATH, { replace: true, state: { posEndReason: ended.reason } satisfies PosLoginState });
      queryClient.removeQueries({ queryKey: posKeys.all });
    }, POS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ended, navigate, queryClient]);

  return {
    /** The terminal as the server knows it now (its PIN requirement may have changed since login). */
    terminal: verify.data?.valid ? (verify.data.terminal ?? saved.company.terminal) : saved.company.terminal,
    isEnding: ended !== null,
  };
}
