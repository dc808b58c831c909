/**
 * SPEC §4.3's change checks (recent-updates, new-petitions) send back the cursor of the previous
 * answer; `onChange` runs whenever the server says something is newer. Holds the cursor between calls.
 */
export function createCursorWatcher<T extends { cursor: string }>({
  fetchAnswer,
  hasChanged,
  onChange,
}: {
  fetchAnswer: (since: string | undefined) => Promise<T>;
  hasChanged: (answer: T) => boolean;
  onChange: () => void;
}) {
  let cursor: string | undefined;
  return {
    async check(): Promise<T> {
      const isFirst = cursor === undefined;
      const answer = await fetchAnswer(cursor);
      cursor = answer.cursor;
      // The first answer (no cursor) only says something is unread: the lists just loaded anyway.
      if (!isFirst && hasChanged(answer)) onChange();
      return answer;
    },
    getCursor: () => cursor,
  };
}
