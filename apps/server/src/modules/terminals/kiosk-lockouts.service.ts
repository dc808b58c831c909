import { type Db, withTenant } from '../../db/tenant';
import {
  type BackoffSchedule,
  DAY_SECONDS,
  isSpent,
  planAttempt,
  stateWithoutAttempt,
  type TakenAttempt,
} from '../../lib/backoff';
import {
  deleteKioskPinCounter,
  deleteStaleKioskPinCounters,
  findKioskPinCounters,
  type KioskPinCounterKey,
  lockKioskPinCounters,
  saveKioskPinCounter,
} from './kiosk-lockouts.repository';

const tier = (freeFailures: number): BackoffSchedule => ({
  freeFailures,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  windowSeconds: DAY_SECONDS,
});

/**
 * Wrong personal PINs (ADR 025), two counters per attempt:
 * - `terminal`: this employee at this terminal — 4 free, then 30 s doubling up to 1 h (at most 34 a
 *   day). What a colleague at the same kiosk can cause: a wait about as long as they spent guessing.
 *   The employee's right PIN clears it.
 * - `employee`: this employee at every terminal of the company — 40 free (at most 70 a day, however
 *   many terminals). Out of reach from a single kiosk (34 a day); a right PIN does not clear it.
 */
export const KIOSK_PIN_SCHEDULES = { terminal: tier(4), employee: tier(40) } as const;

type Tier = keyof typeof KIOSK_PIN_SCHEDULES;

export interface KioskPinAttempt {
  companyId: number;
  userId: number;
  terminalId: number;
  taken: TakenAttempt<Tier>[];
  /** How long the counters refuse attempts after this one, were it wrong (0: not at all). */
  lockedForSeconds: number;
}

const keyOf = (
  attempt: Pick<KioskPinAttempt, 'companyId' | 'userId' | 'terminalId'>,
  tier: Tier,
): KioskPinCounterKey => ({
  companyId: attempt.companyId,
  userId: attempt.userId,
  terminalId: tier === 'terminal' ? attempt.terminalId : null,
});

/**
 * Counts a personal PIN attempt as a failure before the PIN is checked, or refuses it (how long to
 * wait) while either counter is locked.
 */
export function takeKioskPinAttempt(
  db: Db,
  who: { companyId: number; userId: number; terminalId: number },
  now = new Date(),
): Promise<{ retryAfterSeconds: number } | KioskPinAttempt> {
  return withTenant(db, who.companyId, async (trx) => {
    await lockKioskPinCounters(trx, who.companyId, who.userId);
    const states = await findKioskPinCounters(trx, who.companyId, who.userId, who.terminalId);
    const plan = planAttempt<Tier>(
      [
        { key: 'terminal', schedule: KIOSK_PIN_SCHEDULES.terminal, state: states.terminal },
        { key: 'employee', schedule: KIOSK_PIN_SCHEDULES.employee, state: states.employee },
      ],
      now,
    );
    if (plan.kind === 'refused') return { retryAfterSeconds: plan.retryAfterSeconds };
    for (const taken of plan.taken) await saveKioskPinCounter(trx, keyOf(who, taken.key), taken.after);
    await deleteStaleKioskPinCounters(trx, who.companyId, now, DAY_SECONDS);
    return { ...who, taken: plan.taken, lockedForSeconds: plan.lockedForSeconds };
  });
}

/** The PIN was right: the employee starts afresh at this terminal; the over-all counter gets its one back. */
export function giveKioskPinAttemptBack(db: Db, attempt: KioskPinAttempt, now = new Date()): Promise<void> {
  return withTenant(db, attempt.companyId, async (trx) => {
    await lockKioskPinCounters(trx, attempt.companyId, attempt.userId);
    await deleteKioskPinCounter(trx, keyOf(attempt, 'terminal'));
    const taken = attempt.taken.find((t) => t.key === 'employee');
    if (!taken) return;
    const { employee } = await findKioskPinCounters(trx, attempt.companyId, attempt.userId, attempt.terminalId);
    const state = stateWithoutAttempt(employee, taken);
    if (!state) return;
    if (isSpent(state, now)) await deleteKioskPinCounter(trx, keyOf(attempt, 'employee'));
    else await saveKioskPinCounter(trx, keyOf(attempt, 'employee'), state);
  });
}
