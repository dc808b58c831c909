import type { PosLoginResponse } from '@jornada/shared/api/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { posKeys } from '../api/pos-keys';
import { posLogin } from '../api/pos-login';
import { waitUntilOf } from '../utils/attempt-wait';
import { POS_LOGIN_SUCCESS_TITLE, posWelcome } from '../utils/pos-login-feedback';
import { savePosData } from '../utils/pos-storage';

export const POS_DASHBOARD_PATH = '/pos-dashboard';

export interface PosLoginOptions {
  /** Another way in (the POS widget's POST /api/embed/pos/login); POST /api/pos/login otherwise. */
  login?: (values: { id_acceso: string; pin: string }) => Promise<PosLoginResponse>;
  /** Instead of saving the POS company and opening /pos-dashboard (the POS widget keeps its own). */
  onLoggedIn?: (company: PosLoginResponse) => void;
}

/**
 * POST /api/pos/login, one attempt at a time (SPEC §4.4): a second submit while one runs is ignored.
 * On success the POS company is saved, SPEC §8's 'Acceso exitoso' is shown and the kiosk opens. After
 * too many wrong PINs (429) `waitUntil` says when the next attempt is taken (Retry-After, ADR 025).
 */
export function usePosLogin({ login = posLogin, onLoggedIn }: PosLoginOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isRunning = useRef(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: login,
    onMutate: () => setWaitUntil(null),
    onError: (error) => setWaitUntil(waitUntilOf(error, Date.now())),
    onSuccess: (company) => {
      queryClient.removeQueries({ queryKey: posKeys.all });
      toast({ title: POS_LOGIN_SUCCESS_TITLE, description: posWelcome(company.nombre), variant: 'success' });
      if (onLoggedIn) {
        onLoggedIn(company);
        return;
      }
      savePosData(company, new Date());
      void navigate(POS_DASHBOARD_PATH, { replace: true });
    },
    onSettled: () => {
      isRunning.current = false;
    },
  });
  return {
    ...mutation,
    waitUntil,
    submit: (values: { id_acceso: string; pin: string }) => {
      if (isRunning.current) return;
      isRunning.current = true;
      mutation.mutate(values);
    },
  };
}
