import type { ClientCompany } from '@jornada/shared/api/gestoria';
import { cn } from '../../../lib/cn';
import { clientIndicators } from '../utils/client-indicators';

const toneClasses = {
  neutral: {
    box: 'bg-slate-50 text-slate-900 dark:bg-slate-800/60 dark:text-white',
    label: 'text-slate-600 dark:text-slate-400',
  },
  warning: {
    box: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
    label: 'text-amber-800 dark:text-amber-200',
  },
} as const;

/** Today's counts of a client and the month's alerts (amber when there are any). */
export function ClientIndicatorList({ company }: { company: ClientCompany }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
      {clientIndicators(company).map(({ key, label, value, tone }) => (
        <div
          key={key}
          className={cn('flex flex-col gap-0.5 rounded-lg px-3 py-2', toneClasses[tone].box)}
          data-indicator={key}
        >
          <dt className={cn('order-2 text-xs', toneClasses[tone].label)}>{label}</dt>
          <dd className="order-1 text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
