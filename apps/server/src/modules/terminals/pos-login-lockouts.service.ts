import type { Db } from '../../db/tenant';
import {
  type BackoffSchedule,
  DAY_SECONDS,
  isSpent,
  planAttempt,
  stateWithoutAttempt,
  type TakenAttempt,
} from '../../lib/backoff';
import { addressKeyOf } from '../../lib/client-address';
import {
  deletePosLoginCounter,
  deletePosLoginCountersOf,
  deleteStalePosLoginCounters,
  findPosLoginCounters,
  listLockedPosLogins,
  lockPosLoginCounters,
  type PosLoginCounterKey,
  savePosLoginCounter,
} from './pos-login-lockouts.repository';

const tier = (freeFailures: number): BackoffSchedule => ({
  freeFailures,
  firstWaitSeconds: 30,
  maxWaitSeconds: 3600,
  windowSeconds: DAY_SECONDS,
});

/**
 * Wrong terminal activations (ADR 025), three counters per attempt:
 * - `pair`: this identifier from this address — 4 free, then 30 s doubling up to 1 h (at most 34 a
 *   day). Only this one locks the person who mistyped; a right PIN clears it.
 * - `address`: this address at any identifier — 20 free (at most 50 a day).
 * - `identifier`: this identifier from any address — 100 free (at most 130 a day against one PIN, from
 *   any number of addresses). One address cannot reach it alone: it stops at 50 a day.
 */
export const POS_LOGIN_SCHEDULES = { pair: tier(4), address: tier(20), identifier: tier(100) } as const;

type Tier = keyof typeof POS_LOGIN_SCHEDULES;

const countersOf = (idAcceso: string, address: string): Record<Tier, PosLoginCounterKey> => ({
  pair: { idAcceso, address },
  address: { idAcceso: '', address },
  identifier: { idAcceso, address: '' },
});

export interface PosLoginAttempt {
  key: PosLoginCounterKey;
  taken: TakenAttempt<Tier>[];
  /** How long the counters refuse attempts after this one, were it wrong (0: not at all). */
  lockedForSeconds: number;
}

/**
 * Counts an activation attempt as a failure before its PIN is checked, or refuses it (how long to
 * wait) while any of its counters is locked. The counters are keyed by what was typed, known terminal
 * or not, so the answers do not tell which identifiers exist.
 */
export function takePosLoginAttempt(
  db: Db,
  input: { idAcceso: string; ip: string },
  now = new Date(),
): Promise<{ retryAfterSeconds: number } | PosLoginAttempt> {
  const key = { idAcceso: input.idAcceso, address: addressKeyOf(input.ip) };
  const counters = countersOf(key.idAcceso, key.address);
  const tiers = Object.keys(POS_LOGIN_SCHEDULES) as Tier[];
  return db.transaction().execute(async (trx) => {
    await lockPosLoginCounters(trx, key);
    const states = await findPosLoginCounters(
      trx,
      tiers.map((name) => counters[name]),
    );
    const plan = planAttempt(
      tiers.map((name, i) => ({ key: name, schedule: POS_LOGIN_SCHEDULES[name], state: states[i] })),
      now,
    );
    if (plan.kind === 'refused') return { retryAfterSeconds: plan.retryAfterSeconds };
    for (const taken of plan.taken) await savePosLoginCounter(trx, counters[taken.key], taken.after);
    await deleteStalePosLoginCounters(trx, now, DAY_SECONDS);
    return { key, taken: plan.taken, lockedForSeconds: plan.lockedForSeconds };
  });
}

/** The PIN was right: this identifier from this address starts afresh; the shared counters get their one back. */
export function givePosLoginAttemptBack(db: Db, attempt: PosLoginAttempt, now = new Date()): Promise<void> {
  const counters = countersOf(attempt.key.idAcceso, attempt.key.address);
  return db.transaction().execute(async (trx) => {
    await lockPosLoginCounters(trx, attempt.key);
    const shared = attempt.taken.filter((taken) => taken.key !== 'pair');
    const states = await findPosLoginCounters(
      trx,
      shared.map((taken) => counters[taken.key]),
    );
    await deletePosLoginCounter(trx, counters.pair);
    for (const [i, taken] of shared.entries()) {
      const state = stateWithoutAttempt(states[i], taken);
      if (!state) continue;
      if (isSpent(state, now)) await deletePosLoginCounter(trx, counters[taken.key]);
      else await savePosLoginCounter(trx, counters[taken.key], state);
    }
  });
}

/** A locked activation counter of one of these identifiers: from one address, or (address null) from any. */
export interface LockedPosLogin {
  idAcceso: string;
  address: string | null;
  failures: number;
  lockedUntil: Date;
}

/** The activation counters of these terminals that refuse attempts now, longest wait first. */
export async function listLockedTerminalLogins(db: Db, idAccesos: string[], now: Date): Promise<LockedPosLogin[]> {
  const rows = await listLockedPosLogins(db, idAccesos, now);
  return rows.map((row) => ({
    idAcceso: row.idAcceso,
    address: row.address === '' ? null : row.address,
    failures: row.failures,
    lockedUntil: row.lockedUntil as Date,
  }));
}

/** Forgets every failed activation of one terminal (the company admin unlocks it): how many counters. */
export function clearTerminalLogins(db: Db, idAcceso: string): Promise<number> {
  return deletePosLoginCountersOf(db, idAcceso);
}
