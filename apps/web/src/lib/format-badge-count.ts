/**
 * SPEC §2.4 / §9: a badge's count (the sidebar's inbox, the pending filter chip, the header bell),
 * capped at '99+'; nothing when there is none or it is unknown.
 */
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
