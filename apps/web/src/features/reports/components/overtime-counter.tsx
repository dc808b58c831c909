import type { OvertimeEmployeeYear } from '@jornada/shared/api/overtime';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { counterView } from '../utils/overtime-rows';

/** The yearly counter of art. 35.2 ET: what counts against the 80 h, what was compensated, the excess. */
export function OvertimeCounter({ counter }: { counter: OvertimeEmployeeYear['counter'] }) {
  const view = counterView(counter);
  return (
    <div className="flex flex-col gap-1.5 text-sm md:w-80" data-testid="overtime-counter">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-slate-600 dark:text-slate-400">Contador anual</span>
        <span
          className={cn(
            'font-semibold tabular-nums',
            view.isOverLimit ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white',
          )}
        >
          {view.counted}
        </span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className={cn(
            'h-full rounded-full',
            view.isOverLimit ? 'bg-red-600' : view.percent >= 80 ? 'bg-amber-500' : 'bg-teal-600 dark:bg-teal-500',
          )}
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {view.isOverLimit ? 'Sin margen' : `Quedan ${view.remaining}`}
        {view.compensated && ` · ${view.compensated} compensadas con descanso, que no cuentan`}
      </p>
      {view.isOverLimit && (
        <p className="flex items-start gap-1.5 rounded-lg bg-red-50 px-2.5 py-1.5 text-xs font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200">
          <AlertTriangle aria-hidden="true" className="mt-px size-4 shrink-0" />
          Supera en {view.excess} el límite de {view.limit} al año (art. 35.2 ET).
        </p>
      )}
    </div>
  );
}
