import type { VacationType } from '@jornada/shared/api/petitions';
import { CalendarDays } from 'lucide-react';
import {
  countsAgainstAllowance,
  type RemainingDays,
  type VacationCount,
  workingDaysLabel,
} from '../utils/vacation-values';

/** Read aloud as it changes: the working days the chosen range takes and, when it fits, what is left. */
export function VacationDaysSummary({
  type,
  count,
  hasRange,
  remaining,
}: {
  type: VacationType;
  count: VacationCount | null;
  hasRange: boolean;
  remaining: RemainingDays | null;
}) {
  return (
    <div
      aria-live="polite"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-800/40"
    >
      <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
      {count ? (
        <p className="text-slate-700 dark:text-slate-300" data-testid="vacation-working-days">
          <span className="font-semibold text-slate-900 dark:text-white">{workingDaysLabel(count.workingDays)}</span> en{' '}
          {count.calendarDays === 1 ? '1 día natural' : `${count.calendarDays} días naturales`} (sin fines de semana ni
          festivos).
          {!countsAgainstAllowance(type) && ' No descuenta de tus días de vacaciones.'}
          {remaining !== null && (
            <span className="mt-1 block" data-testid="vacation-remaining">
              Disponibles en {remaining.year}: {remaining.available}; después de esta solicitud te quedarían{' '}
              <span className="font-semibold text-slate-900 dark:text-white">{remaining.after}</span>.
            </span>
          )}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          {hasRange ? 'Contando días laborables…' : 'Elige las fechas para ver cuántos días laborables ocupan.'}
        </p>
      )}
    </div>
  );
}
