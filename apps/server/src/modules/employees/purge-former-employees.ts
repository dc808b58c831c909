import { recordAudit } from '../../access/record-audit';
import { type Db, withTenant } from '../../db/tenant';
import { signOutEverywhere } from '../session/session.service';
import { eraseKioskPinOf } from '../terminals/kiosk-pin.service';
import {
  clearSessionOrigins,
  deleteManagerLinksOf,
  type FormerEmployeeRow,
  listFormerEmployees,
  updateFormerEmployee,
  updateFormerUser,
  useUpTokens,
} from './purge-former-employees.repository';

/** Art. 34.9 ET: the working-time record is kept for four years. */
export const RETENTION_YEARS = 4;
/** Anonymised accounts get an address in the reserved .invalid domain: never deliverable, never reused. */
export const ANONYMISED_EMAIL_DOMAIN = 'anonimizado.invalid';

export type PurgeCandidate = FormerEmployeeRow;

export interface PurgeReport {
  cutoff: Date;
  candidates: PurgeCandidate[];
  anonymised: number;
}

function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * What "purging" a former employee means here. The clock record cannot be deleted (clock_events
 * refuses DELETE by trigger, and its hash chain would break), and it must be kept four years
 * anyway. So, for every employee deactivated more than four years ago whose last clock event is
 * also more than four years old (or who has none), the personal data is anonymised instead:
 * name and email replaced, password removed, identification, phone and shift cleared, manager links
 * removed, sessions ended and their IP/user agent cleared. Left as they were: the clock events
 * and workshifts (times and the coordinates taken at each action, tied to a now anonymous user id,
 * so the chain still verifies) and the activity log, which is append-only and may name the person
 * in entries written while they worked there.
 */
export async function purgeFormerEmployees(
  db: Db,
  companyId: number,
  options: { dryRun: boolean; now?: Date },
): Promise<PurgeReport> {
  const cutoff = yearsBefore(options.now ?? new Date(), RETENTION_YEARS);
  return withTenant(db, companyId, async (trx) => {
    const candidates = await listFormerEmployees(trx, companyId, {
      deactivatedBefore: cutoff,
      excludingEmailDomain: ANONYMISED_EMAIL_DOMAIN,
    });
    const due = candidates.filter((c) => c.last_event_at === null || new Date(c.last_event_at) < cutoff);
    if (options.dryRun) return { cutoff, candidates: due, anonymised: 0 };

    for (const person of due) {
      const id = person.user_id;
      await updateFormerUser(trx, companyId, id, {
        name: `Antiguo empleado #${id}`,
        email: `baja-${id}@${ANONYMISED_EMAIL_DOMAIN}`,
        password_hash: null,
        must_change_password: false,
        is_active: false,
      });
      await updateFormerEmployee(trx, companyId, id, { identification: null, phone: null, shift_id: null });
      await deleteManagerLinksOf(trx, companyId, id);
      await eraseKioskPinOf(trx, companyId, id);
      await signOutEverywhere(trx, id);
      await clearSessionOrigins(trx, id);
      await useUpTokens(trx, id);
      await recordAudit(trx, companyId, {
        actorUserId: null,
        action: 'employee.anonymised',
        entity: 'employee',
        entityId: id,
        details: { retention_years: RETENTION_YEARS },
      });
    }
    return { cutoff, candidates: due, anonymised: due.length };
  });
}
