import { Coffee } from 'lucide-react';
import type { BreakRow } from '../utils/describe-card';

/** The shift's breaks: start–end (HH:mm:ss, Madrid) and how long each lasted. */
export function BreakList({ breaks }: { breaks: readonly BreakRow[] }) {
  if (breaks.length === 0) return null;
  return (
    <section aria-labelledby="break-list-title" className="flex flex-col gap-2">
      <h3 id="break-list-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Pausas de la jornada
      </h3>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {breaks.map((row) => (
          <li key={row.number} className="flex items-center gap-2 px-4 py-2.5 text-sm whitespace-nowrap sm:gap-3">
            <Coffee aria-hidden="true" className="hidden size-4 shrink-0 text-amber-600 sm:block dark:text-amber-400" />
            <span className="font-medium text-slate-900 dark:text-white">Pausa {row.number}</span>
            <span className="text-slate-600 tabular-nums dark:text-slate-300">
              {row.start} – {row.end ?? 'en curso'}
            </span>
            <span className="ml-auto text-slate-900 tabular-nums dark:text-white">
              <span className="sr-only">Duración: </span>
              {row.duration}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
