import { KIOSK_PIN_MESSAGES } from '@jornada/shared/api/pos-terminals';
import type { SessionUser } from '@jornada/shared/api/session';
import { assertEmployeeInReach } from '../../access/assert-employee-in-reach';
import { tenantReachFor } from '../../access/reach';
import { recordAudit } from '../../access/record-audit';
import { type Db, type Trx, withTenant } from '../../db/tenant';
import { hashPassword } from '../../lib/passwords';
import { deleteKioskPin, findKioskPin, insertKioskPins, upsertKioskPin } from './kiosk-pins.repository';
import { ownReach } from './pos-terminals.service';

export interface KioskPinActor {
  user: SessionUser;
  ip: string | null;
}

/** GET /api/profile/kiosk-pin: whether the worker has a personal PIN, and since when (never the PIN). */
export async function getOwnKioskPin(db: Db, user: SessionUser) {
  const { companyId, userId } = ownReach(user, 'update:own-kiosk-pin');
  const row = await withTenant(db, companyId, (trx) => findKioskPin(trx, companyId, userId));
  return { has_pin: row !== undefined, updated_at: row ? new Date(row.updated_at).toISOString() : null };
}

/** PUT /api/profile/kiosk-pin: the worker's own personal PIN (4–6 digits), stored as an argon2id hash. */
export async function setOwnKioskPin(db: Db, actor: KioskPinActor, pin: string) {
  const { companyId, userId } = ownReach(actor.user, 'update:own-kiosk-pin');
  const pinHash = await hashPassword(pin);
  await withTenant(db, companyId, async (trx) => {
    const had = await findKioskPin(trx, companyId, userId);
    await upsertKioskPin(trx, companyId, userId, pinHash);
    await recordAudit(trx, companyId, {
      actorUserId: userId,
      action: 'kiosk_pin.set',
      entity: 'employee',
      entityId: userId,
      details: { replaced: had !== undefined },
      ip: actor.ip,
    });
  });
  return { success: true as const, message: KIOSK_PIN_MESSAGES.saved };
}

/**
 * DELETE /api/employees/{id}/kiosk-pin: the company admin clears an employee's personal PIN (a
 * forgotten one); the worker sets a new one. 404 out of reach; clearing none is still a success.
 */
export async function clearEmployeeKioskPin(db: Db, actor: KioskPinActor, employeeId: number) {
  const reach = tenantReachFor(actor.user, 'reset:kiosk-pin');
  const companyId = reach.companyId;
  await withTenant(db, companyId, async (trx) => {
    await assertEmployeeInReach(trx, reach, employeeId, KIOSK_PIN_MESSAGES.notFound);
    const hadPin = await deleteKioskPin(trx, companyId, employeeId);
    if (hadPin) {
      await recordAudit(trx, companyId, {
        actorUserId: actor.user.id,
        action: 'kiosk_pin.cleared',
        entity: 'employee',
        entityId: employeeId,
        ip: actor.ip,
      });
    }
  });
  return { success: true as const, message: KIOSK_PIN_MESSAGES.cleared };
}

/** An anonymised former employee's personal PIN goes with the rest of their personal data. */
export async function eraseKioskPinOf(trx: Trx, companyId: number, userId: number): Promise<void> {
  await deleteKioskPin(trx, companyId, userId);
}

/** For a seeded (demo) company: every given employee gets the same, already hashed, PIN. */
export function seedKioskPins(trx: Trx, companyId: number, userIds: number[], pinHash: string): Promise<void> {
  return insertKioskPins(trx, companyId, userIds, pinHash);
}
