/** SPEC §2.4 / §9: the inbox badge shows the count, capped at '99+'; nothing when there is none. */
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
