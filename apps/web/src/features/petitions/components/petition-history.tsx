import type { Petition } from '@jornada/shared/api/petitions';
import { CheckCircle2, CircleDashed, Send, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDateTime, type HistoryEntry, petitionHistory } from '../utils/petition-format';

function EntryIcon({ entry, status }: { entry: HistoryEntry; status: Petition['status'] }) {
  const classes = 'size-5 shrink-0';
  if (entry.id === 'created') return <Send aria-hidden="true" className={cn(classes, 'text-slate-500')} />;
  if (entry.id === 'waiting') return <CircleDashed aria-hidden="true" className={cn(classes, 'text-amber-600')} />;
  if (entry.id === 'decided' && (status === 'approved' || status === 'cancelled')) {
    return <CheckCircle2 aria-hidden="true" className={cn(classes, 'text-emerald-600')} />;
  }
  return <XCircle aria-hidden="true" className={cn(classes, 'text-red-600')} />;
}

/** SPEC-less but asked for: who sent it, who decided (when, why), or who it is waiting for. */
export function PetitionHistory({ petition }: { petition: Petition }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Historial de la petición">
      {petitionHistory(petition).map((entry) => (
        <li key={entry.id} className="flex gap-3 text-sm" data-history-entry={entry.id}>
          <EntryIcon entry={entry} status={petition.status} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-slate-900 dark:text-white">
              <span className="font-semibold">{entry.title}</span>
              {entry.who && (
                <>
                  {entry.id === 'waiting' ? ': ' : ' por '}
                  {entry.who}
                </>
              )}
            </p>
            {entry.at && (
              <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{formatDateTime(entry.at)}</p>
            )}
            {entry.comment && (
              <blockquote className="mt-1 rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                {entry.comment}
              </blockquote>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
