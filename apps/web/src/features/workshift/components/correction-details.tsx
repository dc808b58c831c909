import { FilePen } from 'lucide-react';
import type { CorrectionNote } from '../utils/correction-notes';

/** Under a corrected shift: what was recorded, what it became, who asked, who approved and why (ADR 006). */
export function CorrectionDetails({ notes }: { notes: readonly CorrectionNote[] }) {
  return (
    <div
      data-testid="correction-details"
      className="flex flex-col gap-2 rounded-xl border border-violet-200 bg-violet-50/70 p-3 text-sm dark:border-violet-900 dark:bg-violet-950/40"
    >
      {notes.map((note) => (
        <div key={note.petitionId} className="flex gap-2">
          <FilePen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700 dark:text-violet-300" />
          <div className="flex min-w-0 flex-col gap-0.5 text-slate-700 dark:text-slate-300">
            <p>
              <span className="font-semibold text-slate-900 dark:text-white">
                Corregida ({note.changed.toLowerCase()})
              </span>
              {': '}
              <span className="tabular-nums">
                registrado <s>{note.before}</s> → <span className="font-medium">{note.after}</span>
              </span>
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Pedida por {note.requestedBy} · {note.isAcceptedProposal ? 'aceptada' : 'aprobada'} por {note.approvedBy}{' '}
              el {note.decidedAt}
            </p>
            <p className="break-words">
              <span className="text-slate-500 dark:text-slate-400">Motivo: </span>«{note.reason}»
              {note.comment && (
                <>
                  {' · '}
                  <span className="text-slate-500 dark:text-slate-400">Comentario: </span>«{note.comment}»
                </>
              )}
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
