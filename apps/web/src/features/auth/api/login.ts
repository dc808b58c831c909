import { type LoginRequest, loginResponse, type SessionUser } from '@jornada/shared/api/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { api, parseResponse } from '../../../lib/api-client';
import { can } from '../../../lib/permissions';
import { savePendingRoute } from '../utils/pending-route';
import { welcomeToast } from '../utils/welcome';
import { checkDefaultPassword } from './check-default-password';
import { getMiGestoriaQueryOptions } from './get-mi-gestoria';
import { userQueryKey } from './get-user';

export const FORCED_PASSWORD_CHANGE_PATH = '/company-confirm-password-change';

export interface LoginResult {
  user: SessionUser;
  isDefaultPassword: boolean;
}

/**
 * POST /api/login, then GET /api/auth/check-default-password with the new session cookie. Asking before
 * the user lands in the cache lets the router do a single redirect: to the forced password change, or
 * to landingAfterLogin(role, pendingRoute).
 */
export async function login(data: LoginRequest): Promise<LoginResult> {
  const { user } = parseResponse(loginResponse, await api.post('/api/login', data));
  let isDefaultPassword = false;
  try {
    isDefaultPassword = await checkDefaultPassword();
  } catch (error) {
    console.warn('No se pudo comprobar si la contraseña es temporal', error);
  }
  return { user, isDefaultPassword };
}

/**
 * On success the user is stored in the query cache and welcomed ('Hola, {name}'); the router guard then
 * moves the now logged-in user off /login to the pending route or the role's home (SPEC §2.2, §4.4).
 */
export function useLogin({
  onError,
  onSuccess,
}: {
  /** With the credentials that were sent (the login's second step sends them again with the code). */
  onError?: (error: unknown, variables: LoginRequest) => void;
  /** After the user is stored: the landing's login dialog then goes through /login (SPEC §2.1). */
  onSuccess?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, isDefaultPassword }) => {
      if (isDefaultPassword) savePendingRoute(FORCED_PASSWORD_CHANGE_PATH);
      if (can(user, 'read:gestoria')) void queryClient.prefetchQuery(getMiGestoriaQueryOptions());
      queryClient.setQueryData(userQueryKey, user);
      toast(welcomeToast(user.name));
      onSuccess?.();
    },
    onError,
  });
}
