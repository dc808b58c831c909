import { POS_MESSAGES } from '@jornada/shared/api/pos';
import { type SessionUser, SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import type { CompanyState } from '@jornada/shared/domain/subscription';
import type { ApiKeyActor } from './reach';

/**
 * Who a request comes from, as the auth guard hangs it on the request: a user's session, a POS
 * terminal's session or an integration's API key. Declared here, below the modules that resolve them
 * (session, terminals, api-keys), so the guard and those modules share one definition (ADR 026).
 */

/** A user's live session. */
export interface ActiveSession {
  sessionId: number;
  /** SHA-256 of the session's token (never the token): the session cache's key. */
  tokenHash: string;
  user: SessionUser;
}

/**
 * Why a POS session is over; null while it is live. 'subscription' (the company expired or was
 * suspended) lasts only while the company is restricted: the session works again once it is renewed.
 */
export type PosSessionEnd = 'terminal_revoked' | 'pin_changed' | 'closed' | 'expired' | 'subscription';

const endMessages: Record<PosSessionEnd, string> = {
  terminal_revoked: POS_MESSAGES.terminalRevoked,
  pin_changed: POS_MESSAGES.pinChanged,
  closed: POS_MESSAGES.sessionClosed,
  expired: POS_MESSAGES.sessionExpired,
  subscription: SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
};

/** What the kiosk hears once its session is over: the guard's 401 and the verify call say the same. */
export function posSessionEndMessage(end: PosSessionEnd): string {
  return endMessages[end];
}

/** The principal of a request made with a POS cookie: a terminal of one company, not a user. */
export interface PosSession {
  sessionId: number;
  companyId: number;
  schemaName: string;
  companyName: string;
  terminalId: number;
  terminalName: string;
  idAcceso: string;
  requireEmployeePin: boolean;
  /** The terminal's work centre: a start clocked here records it. */
  centre: { id: number; name: string };
  ended: PosSessionEnd | null;
}

/** A live key, as the route guard needs it: who acts, and what its company's plan and state allow. */
export interface ResolvedApiKey {
  actor: ApiKeyActor;
  apiAccess: boolean;
  companyState: CompanyState;
}
