import {
  type ClearPosTerminalLockoutsResponse,
  POS_TERMINAL_MESSAGES,
  type PosTerminalLockout,
} from '@jornada/shared/api/pos-terminals';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { secondsUntil } from '../../lib/backoff';
import { deleteTerminalKioskPinCounters, listLockedKioskPins } from './kiosk-lockouts.repository';
import { clearTerminalLogins, listLockedTerminalLogins } from './pos-login-lockouts.service';
import { findPosTerminal, listPosTerminals } from './pos-terminals.repository';
import type { PosTerminalActor } from './pos-terminals.service';

const companyOf = (actor: PosTerminalActor) => tenantReachFor(actor.user, 'manage:pos-terminal');

function lockoutOf(
  entry: { failures: number; lockedUntil: Date },
  fields: Pick<PosTerminalLockout, 'kind' | 'terminal_id' | 'employee' | 'address'>,
  now: Date,
): PosTerminalLockout {
  return {
    ...fields,
    failures: entry.failures,
    locked_until: entry.lockedUntil.toISOString(),
    retry_after_seconds: secondsUntil(entry.lockedUntil, now),
  };
}

/**
 * GET /api/pos-terminals/lockouts: what refuses attempts now at the company's live terminals — a
 * worker's personal PIN (at one terminal, or at all of them), a terminal's activation (from one
 * address, or from all) — longest wait first.
 */
export async function listCompanyTerminalLockouts(
  db: Db,
  actor: PosTerminalActor,
  now = new Date(),
): Promise<PosTerminalLockout[]> {
  const { companyId } = companyOf(actor);
  const { terminals, pins } = await withTenant(db, companyId, async (trx) => ({
    terminals: (await listPosTerminals(trx, companyId)).filter((t) => t.revoked_at === null),
    pins: await listLockedKioskPins(trx, companyId, now),
  }));
  const terminalOf = new Map(terminals.map((t) => [t.id_acceso, t.id]));
  const isLive = new Set(terminals.map((t) => t.id));
  const logins = await listLockedTerminalLogins(db, [...terminalOf.keys()], now);
  const lockouts = [
    ...pins
      .filter((pin) => pin.terminalId === null || isLive.has(pin.terminalId))
      .map((pin) =>
        lockoutOf(
          { failures: pin.failures, lockedUntil: pin.lockedUntil as Date },
          {
            kind: 'employee',
            terminal_id: pin.terminalId,
            employee: { id: pin.userId, name: pin.name },
            address: null,
          },
          now,
        ),
      ),
    ...logins.map((login) =>
      lockoutOf(
        login,
        {
          kind: 'activation',
          terminal_id: terminalOf.get(login.idAcceso) ?? null,
          employee: null,
          address: login.address,
        },
        now,
      ),
    ),
  ];
  return lockouts.sort((a, b) => b.retry_after_seconds - a.retry_after_seconds);
}

/**
 * DELETE /api/pos-terminals/{id}/lockouts[?employee_id=]: the company admin lifts what a terminal's
 * wrong PINs locked — all of it (the activation from every address, and the personal PINs of everyone
 * it lists) or one employee's (here and over all terminals). 404 for a terminal or an employee out of
 * reach. Audited when anything was cleared.
 */
export async function clearCompanyTerminalLockouts(
  db: Db,
  actor: PosTerminalActor,
  terminalId: number,
  employeeId: number | undefined,
): Promise<ClearPosTerminalLockoutsResponse> {
  const reach = companyOf(actor);
  const { companyId } = reach;
  const cleared = await withTenant(db, companyId, async (trx) => {
    const terminal = await findPosTerminal(trx, companyId, terminalId);
    if (!terminal) throw new AppError('NOT_FOUND', POS_TERMINAL_MESSAGES.notFound);
    if (employeeId !== undefined) {
      await assertEmployeeInReach(trx, reach, employeeId, POS_TERMINAL_MESSAGES.lockoutEmployeeNotFound);
    }
    const pins = await deleteTerminalKioskPinCounters(
      trx,
      companyId,
      terminalId,
      employeeId === undefined ? { employeeIds: terminal.employee_ids } : { userId: employeeId },
    );
    const logins = employeeId === undefined ? await clearTerminalLogins(trx, terminal.id_acceso) : 0;
    if (pins + logins > 0) {
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'pos_terminal.lockouts_cleared',
        entity: 'pos_terminal',
        entityId: terminalId,
        details: {
          name: terminal.name,
          id_acceso: terminal.id_acceso,
          employee_id: employeeId ?? null,
          cleared: pins + logins,
        },
        ip: actor.ip,
      });
    }
    return pins + logins;
  });
  return {
    success: true,
    message: cleared > 0 ? POS_TERMINAL_MESSAGES.lockoutsCleared : POS_TERMINAL_MESSAGES.noLockouts,
    cleared,
  };
}
