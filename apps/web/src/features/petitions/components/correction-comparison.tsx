import type { ShiftTimes } from '@jornada/shared/api/petitions';
import { cn } from '../../../lib/cn';
import { formatDay, shortTime } from '../utils/petition-format';

function breaksText(times: ShiftTimes): string {
  if (times.breaks.length === 0) return 'Sin pausas';
  return times.breaks.map((b) => `${shortTime(b.hora_inicio)}–${shortTime(b.hora_fin)}`).join(', ');
}

/** Original vs proposed times of a correction; what changes is highlighted. */
export function CorrectionComparison({ original, proposed }: { original: ShiftTimes; proposed: ShiftTimes }) {
  const rows = [
    { label: 'Fecha', before: formatDay(original.fecha), after: formatDay(proposed.fecha) },
    { label: 'Inicio', before: shortTime(original.hora_inicio), after: shortTime(proposed.hora_inicio) },
    {
      label: 'Fin',
      before: original.ended_at ? shortTime(original.hora_fin) : 'Sin cerrar',
      after: proposed.ended_at ? shortTime(proposed.hora_fin) : 'Sin cerrar',
    },
    { label: 'Pausas', before: breaksText(original), after: breaksText(proposed) },
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Horas registradas y horas propuestas</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Dato</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Registrado
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Propuesto
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => {
            const isChanged = row.before !== row.after;
            return (
              <tr key={row.label} data-changed={isChanged || undefined}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-700 dark:text-slate-300">
                  {row.label}
                </th>
                <td
                  className={cn(
                    'px-3 py-2 tabular-nums text-slate-700 dark:text-slate-300',
                    isChanged && 'text-slate-500 line-through decoration-slate-400 dark:text-slate-500',
                  )}
                >
                  {row.before}
                </td>
                <td
                  className={cn(
                    'px-3 py-2 tabular-nums text-slate-900 dark:text-white',
                    isChanged && 'bg-teal-50 font-semibold text-teal-900 dark:bg-teal-950/60 dark:text-teal-100',
                  )}
                >
                  {row.after}
                  {isChanged && <span className="sr-only"> (cambia)</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
