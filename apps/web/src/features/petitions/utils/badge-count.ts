import { pendingBadge } from '@jornada/shared/api/petitions';

/** SPEC §2.4 / §9: a pending count as a badge, capped at '99+'; nothing when there is none or it is unknown. */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return pendingBadge(Math.floor(count));
}
