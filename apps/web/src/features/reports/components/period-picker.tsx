import { useState } from 'react';
import { MonthPicker } from '../../../components/month-picker';
import { cn } from '../../../lib/cn';
import { madridMonth, monthPeriod, type ReportPeriod, wholeMonthOf } from '../utils/period';
import { RangeForm } from './range-form';

type Mode = 'month' | 'range';

const modeLabels: Record<Mode, string> = { month: 'Mes', range: 'Rango de fechas' };

/** The register's period: a month (the default, the current one) or a free range of days. */
export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const month = wholeMonthOf(period);
  const [mode, setMode] = useState<Mode>(month ? 'month' : 'range');
  const latestMonth = madridMonth(new Date());

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Periodo</legend>
      <div className="inline-flex w-fit rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {(['month', 'range'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => {
              setMode(value);
              // Back to months: the month the range starts in, so the table changes as little as possible.
              if (value === 'month' && !month) onChange(monthPeriod(period.from.slice(0, 7)));
            }}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
              mode === value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {modeLabels[value]}
          </button>
        ))}
      </div>
      {mode === 'month' ? (
        <MonthPicker
          variant="stepper"
          testId="report-month"
          month={month ?? period.from.slice(0, 7)}
          latestMonth={latestMonth}
          onChange={(next) => onChange(monthPeriod(next))}
        />
      ) : (
        <RangeForm key={`${period.from}_${period.to}`} period={period} onApply={onChange} />
      )}
    </fieldset>
  );
}
