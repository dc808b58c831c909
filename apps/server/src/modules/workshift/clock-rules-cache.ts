import type { Trx } from '../../db/tenant';
import { type ClockRules, findCompanyConfig } from './workshift.repository';

/**
 * The company's clock rules as the 3-second poll of every open card reads them (break_included
 * decides the worked time shown): kept in memory for a few seconds per company instead of a query
 * per poll. Saving the config drops the entry (upsertCompanyConfig); in any case every process
 * shows a change within the TTL. Clock actions never use this: they read the rules fresh, under the
 * chain lock (`clock_context`, db/functions/clock-context.ts).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<number, { rules: ClockRules | null; cachedAt: number }>();

export async function readClockRules(trx: Trx, companyId: number): Promise<ClockRules | null> {
  const now = Date.now();
  const entry = entries.get(companyId);
  if (entry && now - entry.cachedAt < TTL_MS) return entry.rules;
  const row = await findCompanyConfig(trx, companyId);
  const rules = row
    ? {
        break_included: row.break_included,
        forgotten_clockout_hours: row.forgotten_clockout_hours,
        max_breaks_per_day: row.max_breaks_per_day,
        min_break_interval: row.min_break_interval,
      }
    : null;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(companyId, { rules, cachedAt: now });
  return rules;
}

export function forgetClockRules(companyId: number): void {
  entries.delete(companyId);
}

/**
 * Empties the cache. For the tests: their files share one process (Vitest `isolate: false`), each
 * with a database of its own whose company ids repeat.
 */
export function clearClockRulesCache(): void {
  entries.clear();
}
