export interface StatusAnswer {
  hasChanges: boolean;
  cursor: string;
}

/**
 * SPEC §4.3: GET /api/workshift/status, sending back the cursor of the previous answer, and a refresh
 * of the cached shifts whenever the server reports changes since then. Holds the cursor between calls.
 */
export function createStatusWatcher({
  fetchStatus,
  onChanges,
}: {
  fetchStatus: (since: string | undefined) => Promise<StatusAnswer>;
  onChanges: () => void;
}) {
  let cursor: string | undefined;
  return {
    async check(): Promise<StatusAnswer> {
      const answer = await fetchStatus(cursor);
      cursor = answer.cursor;
      if (answer.hasChanges) onChanges();
      return answer;
    },
    getCursor: () => cursor,
  };
}
