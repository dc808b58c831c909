import { formatMadridDateTime } from '../../../lib/madrid-instant-text';
import type { PlatformLogNames } from '../../../lib/platform-log-wording';
import { type CompanyHistoryEntry, describeHistoryEntry, historyActorName } from '../utils/company-history';

/** Newest first: when, who, and what changed, one entry per line. */
export function CompanyHistoryList({
  entries,
  names,
}: {
  entries: readonly CompanyHistoryEntry[];
  names: PlatformLogNames;
}) {
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => {
        const { title, details } = describeHistoryEntry(entry, names);
        return (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
            <time
              dateTime={entry.at}
              className="shrink-0 text-sm text-slate-500 tabular-nums sm:w-36 dark:text-slate-400"
            >
              {formatMadridDateTime(entry.at)}
            </time>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm font-medium text-slate-900 dark:text-white">{title}</p>
              {details && <p className="text-sm break-words text-slate-700 dark:text-slate-300">{details}</p>}
              <p className="text-xs text-slate-500 dark:text-slate-400">Por {historyActorName(entry)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
