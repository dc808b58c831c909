import {
  ACCOUNT_NOT_ACTIVATED_CODE,
  MFA_REQUIRED_CODE,
  SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE,
  SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
} from '@jornada/shared/api/session';
import { ApiError, isNetworkError } from '../../../lib/api-client';

export const LOGIN_ERROR_TITLE = 'Error al iniciar sesión';
export const LOGIN_ERROR_FALLBACK = 'Error de autenticación';

export type LoginErrorOutcome =
  | { kind: 'company-subscription-expired' }
  | { kind: 'employee-subscription-expired' }
  /** The password was right; the account asks for its second step (ADR 015): why, in Spanish. */
  | { kind: 'mfa-required'; message: string }
  /** The password was right; the email was never confirmed: the page offers a new activation link. */
  | { kind: 'not-activated'; message: string }
  /** The API client already showed the 'Error de conexión' toast. */
  | { kind: 'network' }
  | { kind: 'toast'; title: string; description: string };

/** What the login page does with a failed login (SPEC §8 Login). */
export function classifyLoginError(error: unknown): LoginErrorOutcome {
  const message = error instanceof Error ? error.message.trim() : '';
  if (message === SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE) return { kind: 'company-subscription-expired' };
  if (message === SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE) return { kind: 'employee-subscription-expired' };
  if (error instanceof ApiError && error.code === MFA_REQUIRED_CODE) return { kind: 'mfa-required', message };
  if (error instanceof ApiError && error.code === ACCOUNT_NOT_ACTIVATED_CODE) return { kind: 'not-activated', message };
  if (isNetworkError(error)) return { kind: 'network' };
  return { kind: 'toast', title: LOGIN_ERROR_TITLE, description: message || LOGIN_ERROR_FALLBACK };
}
