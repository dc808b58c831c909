import type { SessionUser } from '@jornada/shared/api/session';
import type { Permission } from '@jornada/shared/permissions';
import { type Db, enterTenant, leaveTenant, type Trx } from '../db/tenant';
import { AppError } from '../lib/app-error';
import { type AuditEntry, insertPlatformAuditEntry } from './audit-log.repository';
import { NO_PERMISSION_MESSAGE, reachFor } from './reach';

export interface PlatformActor {
  user: SessionUser;
  ip: string | null;
}

/** What a platform transaction may do: global tables through `trx`, one tenant at a time through `inTenant`. */
export interface PlatformScope {
  /** The transaction, outside any tenant: only the global tables (companies, users, plans…) answer. */
  trx: Trx;
  /**
   * Runs `fn` inside one company's tenant (RLS shows that company's rows and nothing else), then
   * leaves it. Never nested.
   */
  inTenant<T>(companyId: number, fn: (trx: Trx) => Promise<T>): Promise<T>;
}

export type PlatformAudit = Omit<AuditEntry, 'actorUserId' | 'ip'>;

/**
 * The one way the platform admin reads or changes anything of the tenants: the actor's
 * grant must have the `platform` reach; the work runs in one transaction that enters each company's
 * tenant only for the statements about it (row-level security stays on for every statement); and one
 * row in platform_audit_log, written in the same transaction, says who did what (`audit`, given the
 * result so a change can record what it changed).
 */
export async function withPlatformReach<T>(
  db: Db,
  actor: PlatformActor,
  permission: Permission,
  fn: (scope: PlatformScope) => Promise<T>,
  audit: PlatformAudit | ((result: T) => PlatformAudit),
): Promise<T> {
  if (reachFor(actor.user, permission).kind !== 'platform') throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  return db.transaction().execute(async (trx) => {
    let inside = false;
    const scope: PlatformScope = {
      trx,
      async inTenant(companyId, work) {
        if (inside) throw new Error('withPlatformReach: inTenant no se anida');
        inside = true;
        await enterTenant(trx, companyId);
        // On an error the transaction rolls back whole: nothing to leave.
        const result = await work(trx);
        await leaveTenant(trx);
        inside = false;
        return result;
      },
    };
    const result = await fn(scope);
    const entry = typeof audit === 'function' ? audit(result) : audit;
    await insertPlatformAuditEntry(trx, { ...entry, actorUserId: actor.user.id, ip: actor.ip });
    return result;
  });
}
