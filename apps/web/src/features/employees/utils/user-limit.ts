import { EMPLOYEE_MESSAGES, isUserLimitReached, userLimitMessage } from '@jornada/shared/api/employees';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';

/** SPEC §2.6 'current/limit' beside 'Nuevo Empleado'; an unlimited plan (999999) shows ∞. */
export function userLimitCounter(current: number, limit: number): string {
  return `${current}/${limit === UNLIMITED_USERS ? '∞' : limit}`;
}

export function userLimitCounterLabel(current: number, limit: number): string {
  return limit === UNLIMITED_USERS
    ? `${current} usuarios, sin límite en tu plan`
    : `${current} de ${limit} usuarios de tu plan`;
}

export interface UserLimitBlock {
  title: string;
  description: string;
}

/**
 * SPEC §5: checked before any request. Null when one more employee fits; otherwise the message
 * 'Límite de usuarios alcanzado' / 'Has alcanzado el límite de {limit} usuarios para tu plan' (§8).
 */
export function userLimitBlock(current: number, limit: number): UserLimitBlock | null {
  if (!isUserLimitReached(current, limit)) return null;
  return { title: EMPLOYEE_MESSAGES.userLimitTitle, description: userLimitMessage(limit) };
}
