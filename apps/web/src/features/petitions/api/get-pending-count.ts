/**
 * Pending petitions for the sidebar inbox badge (SPEC §2.4, §6). GET /api/petitions/pending-count is
 * wired in the petitions issue; until then there is no count, so no badge is shown.
 */
export function usePendingCount(_options: { isEnabled: boolean }): number | undefined {
  return undefined;
}
