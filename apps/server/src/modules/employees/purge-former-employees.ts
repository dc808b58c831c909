import { sql } from 'kysely';
import { type Db, withTenant } from '../../db/tenant';
import { recordAudit } from '../audit/record-audit';
import { revokeUserSessions } from '../session/session.repository';

/** Art. 34.9 ET: the working-time record is kept for four years. */
export const RETENTION_YEARS = 4;
/** Anonymised accounts get an address in the reserved .invalid domain: never deliverable, never reused. */
export const ANONYMISED_EMAIL_DOMAIN = 'anonimizado.invalid';

export interface PurgeCandidate {
  user_id: number;
  name: string;
  email: string;
  deactivated_at: Date;
  last_event_at: Date | null;
}

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
    const candidates = (await trx
      .selectFrom('employees as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'u.id as user_id',
        'u.name',
        'u.email',
        'e.deactivated_at',
        (eb) =>
          eb
            .selectFrom('clock_events as c')
            .select(sql<Date | null>`max(c.occurred_at)`.as('last'))
            .whereRef('c.company_id', '=', 'e.company_id')
            .whereRef('c.user_id', '=', 'e.user_id')
            .as('last_event_at'),
      ])
      .where('e.company_id', '=', companyId)
      .where('u.company_id', '=', companyId)
      .where('e.deactivated_at', '<', cutoff)
      .where('u.email', 'not like', `%@${ANONYMISED_EMAIL_DOMAIN}`)
      .orderBy('e.deactivated_at')
      .execute()) as PurgeCandidate[];
    const due = candidates.filter((c) => c.last_event_at === null || new Date(c.last_event_at) < cutoff);
    if (options.dryRun) return { cutoff, candidates: due, anonymised: 0 };

    for (const person of due) {
      const id = person.user_id;
      await trx
        .updateTable('users')
        .set({
          name: `Antiguo empleado #${id}`,
          email: `baja-${id}@${ANONYMISED_EMAIL_DOMAIN}`,
          password_hash: null,
          must_change_password: false,
          is_active: false,
        })
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .execute();
      await trx
        .updateTable('employees')
        .set({ identification: null, phone: null, shift_id: null })
        .where('company_id', '=', companyId)
        .where('user_id', '=', id)
        .execute();
      await trx
        .deleteFrom('employee_managers')
        .where('company_id', '=', companyId)
        .where((eb) => eb.or([eb('employee_id', '=', id), eb('manager_id', '=', id)]))
        .execute();
      await revokeUserSessions(trx, id);
      await trx.updateTable('sessions').set({ ip: null, user_agent: null }).where('user_id', '=', id).execute();
      await trx
        .updateTable('one_time_tokens')
        .set({ used_at: sql<Date>`coalesce(used_at, now())` })
        .where('user_id', '=', id)
        .execute();
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
