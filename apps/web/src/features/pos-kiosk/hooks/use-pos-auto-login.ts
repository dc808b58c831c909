import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { verifyPosSession } from '../api/verify-pos-session';
import { classifyVerify } from '../utils/pos-session-check';
import { clearPosData, readPosData } from '../utils/pos-storage';
import { POS_DASHBOARD_PATH } from './use-pos-login';

export type AutoLoginState = 'checking' | 'form';

/**
 * SPEC §4.4: saved POS data logs the kiosk in by itself. The PIN is not kept: the server's POS cookie
 * is asked whether it still works for the saved terminal; yes → the kiosk, no → the saved data is
 * cleared and the form shows. Unreachable server → the form, the data kept for the next try.
 */
export function usePosAutoLogin(): AutoLoginState {
  const navigate = useNavigate();
  const [saved] = useState(() => readPosData());
  const verify = useQuery({
    queryKey: ['pos-auto-login', saved?.company.id_acceso ?? null],
    queryFn: ({ signal }) => verifyPosSession(saved?.company ?? {}, signal),
    enabled: saved !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const state = saved === null ? null : classifyVerify(verify.data ?? null, verify.error ?? undefined);
  const isValid = state?.kind === 'valid';

  useEffect(() => {
    if (isValid) void navigate(POS_DASHBOARD_PATH, { replace: true });
  }, [isValid, navigate]);
  useEffect(() => {
    if (state?.kind === 'disconnected' || state?.kind === 'expired') clearPosData();
  }, [state?.kind]);

  if (saved === null || verify.isError) return 'form';
  if (verify.isPending || isValid) return 'checking';
  return 'form';
}
