import type { adminCompanyHistoryResponse } from '@jornada/shared/api/admin';
import { activityActionLabels } from '@jornada/shared/api/logs';
import type { z } from 'zod';
import { type PlatformLogNames, summarizeCompanyAction } from '../../../lib/platform-log-wording';

export type CompanyHistoryEntry = z.infer<typeof adminCompanyHistoryResponse>['data'][number];

/** Who made a change: the person, or 'Sistema' for the server itself (a sweep, a payment). */
export function historyActorName(entry: Pick<CompanyHistoryEntry, 'actor'>): string {
  return entry.actor?.name.trim() || 'Sistema';
}

/**
 * One history entry in Spanish: what happened (the activity log's label for the action) and its
 * details ('Plan: Gratis → Premium'), or no details when the label says it all. An action this
 * version does not know reads as a generic change, never as its internal key.
 */
export function describeHistoryEntry(
  entry: Pick<CompanyHistoryEntry, 'action' | 'details'>,
  names: PlatformLogNames = {},
): { title: string; details: string } {
  const labels: Record<string, string> = activityActionLabels;
  const title = labels[entry.action] ?? 'Cambio en la empresa';
  return { title, details: summarizeCompanyAction(entry.action, entry.details, names).join(' · ') };
}
