import type { SessionUser } from '@jornada/shared/api/session';
import { type ApiKeyScope, apiKeyScopeAllows, type Permission, reachOf } from '@jornada/shared/permissions';
import { AppError } from '../lib/app-error';
import { companyOf } from './company-of';

/**
 * What one actor reaches through one permission, resolved from the shared grants table. This is the
 * only place that turns a role into a reach: services ask `reachFor` and hand the result to
 * `employeeInReach`/`isEmployeeInReach` (reach.repository.ts) instead of comparing roles.
 */
export type ActorReach =
  /** The actor's own rows in their company. */
  | { kind: 'own'; companyId: number; userId: number }
  /** The workers assigned to the acting manager (not the manager: their rows come through `own`). */
  | { kind: 'team'; companyId: number; managerId: number }
  /** Every employee of the actor's company. */
  | { kind: 'company'; companyId: number }
  /** The companies that have linked the acting gestoría. */
  | { kind: 'client'; gestoriaId: number }
  /** Every tenant. */
  | { kind: 'platform' }
  /** The employees a POS terminal allows (a POS session's reach; posReachOf in the terminals module, ADR 012). */
  | { kind: 'terminal'; companyId: number; terminalId: number };

export const NO_PERMISSION_MESSAGE = 'No tienes permiso para realizar esta acción';

/**
 * An integration's API key: it acts as its company within its scopes, never as a person,
 * so it has no user id and its reach is always the whole company. `route` and `ip` say which call it
 * made, for the activity log.
 */
export interface ApiKeyActor {
  kind: 'api_key';
  keyId: number;
  keyName: string;
  companyId: number;
  scopes: readonly ApiKeyScope[];
  route: string;
  ip: string | null;
}

/** Who acts: a logged-in user, or an API key. */
export type Actor = SessionUser | ApiKeyActor;

export function isApiKeyActor(actor: Actor): actor is ApiKeyActor {
  return 'kind' in actor && actor.kind === 'api_key';
}

/** A key reaches its company through a permission one of its scopes opens (the route guard checked it). */
function apiKeyReach(key: ApiKeyActor, permission: Permission): ActorReach {
  if (!key.scopes.some((scope) => apiKeyScopeAllows(scope, permission))) {
    throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  }
  return { kind: 'company', companyId: key.companyId };
}

export function reachFor(actor: Actor, permission: Permission): ActorReach {
  if (isApiKeyActor(actor)) return apiKeyReach(actor, permission);
  const user = actor;
  const reach = reachOf(user.role, permission);
  switch (reach) {
    case 'own':
      return { kind: 'own', companyId: companyOf(user), userId: user.id };
    case 'team':
      return { kind: 'team', companyId: companyOf(user), managerId: user.id };
    case 'company':
      return { kind: 'company', companyId: companyOf(user) };
    case 'client':
      if (user.gestoria_id === null) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
      return { kind: 'client', gestoriaId: user.gestoria_id };
    case 'platform':
      return { kind: 'platform' };
    default:
      // 'terminal' is a POS session's reach, never a user's.
      // The route guard already refused a role without the grant; a service called otherwise refuses too.
      throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  }
}

/** Reaches that work inside one tenant (the ones a company-scoped query can filter by). */
export type TenantReach = Extract<ActorReach, { companyId: number }>;

export function isTenantReach(reach: ActorReach): reach is TenantReach {
  return reach.kind === 'own' || reach.kind === 'team' || reach.kind === 'company' || reach.kind === 'terminal';
}

/** The tenant reach of an actor, or 403: for services that only ever work inside one company. */
export function tenantReachFor(user: Actor, permission: Permission): TenantReach {
  const reach = reachFor(user, permission);
  if (!isTenantReach(reach)) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  return reach;
}
