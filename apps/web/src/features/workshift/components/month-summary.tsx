import { expectedMonthSeconds, weekdaysInMonth } from '@jornada/shared/domain/expected-hours';
import { formatDuration } from '@jornada/shared/domain/worked-time';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { MonthSummary as Summary } from '../utils/history-rows';

function exportUrl(month: string, format: 'csv' | 'pdf'): string {
  return `/api/workshift/history/export?${new URLSearchParams({ month, format })}`;
}

function Stat({
  label,
  value,
  isLoading,
  hint,
  tone,
}: {
  label: string;
  value?: string;
  isLoading: boolean;
  hint?: string;
  tone?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={cn('text-2xl font-semibold tabular-nums text-slate-900 dark:text-white', tone)}>
        {value ?? (isLoading ? <Skeleton className="h-8 w-28" /> : '--:--')}
      </dd>
      {hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}

/** Worked vs expected in the month, and the month's export (a file download). */
export function MonthSummary({
  month,
  summary,
  isLoading,
  isCurrentMonth,
  workdayHours,
  notExpected,
}: {
  month: string;
  summary: Summary | undefined;
  /** Without a summary: still loading (skeleton) or unavailable ('--:--'). */
  isLoading: boolean;
  isCurrentMonth: boolean;
  workdayHours: number | undefined;
  /** Holidays and approved days off: no work is expected on them. */
  notExpected: ReadonlySet<string>;
}) {
  const days = weekdaysInMonth(month, notExpected);
  const leftOut = weekdaysInMonth(month) - days;
  const tone =
    summary && summary.differenceSeconds < 0
      ? 'text-red-700 dark:text-red-400'
      : summary && summary.differenceSeconds > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : undefined;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6 lg:flex-row lg:items-end lg:justify-between">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-8">
        <Stat label="Trabajado" value={summary?.worked} isLoading={isLoading} />
        <Stat
          label="Previsto"
          // Known from the config alone, so shown even when the shifts failed to load.
          value={
            workdayHours === undefined
              ? undefined
              : formatDuration(expectedMonthSeconds(month, workdayHours, notExpected))
          }
          isLoading={workdayHours === undefined}
          hint={
            workdayHours === undefined
              ? undefined
              : `${days} días laborables × ${workdayHours.toLocaleString('es-ES')} h${leftOut > 0 ? ` (sin ${leftOut} ${leftOut === 1 ? 'festivo o día libre' : 'festivos o días libres'})` : ''}`
          }
        />
        <Stat
          label="Diferencia"
          value={summary?.difference}
          isLoading={isLoading}
          tone={tone}
          // Mid-month it compares with what was due by today, not with the whole month still to come.
          hint={isCurrentMonth && summary ? `Frente a lo previsto hasta hoy (${summary.expectedSoFar})` : undefined}
        />
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={exportUrl(month, 'csv')} download className={buttonClasses('outline', 'md')}>
          <Download aria-hidden="true" />
          Descargar CSV
        </a>
        <a href={exportUrl(month, 'pdf')} download className={buttonClasses('outline', 'md')}>
          <Download aria-hidden="true" />
          Descargar PDF
        </a>
      </div>
    </Card>
  );
}
