import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import type { CardStatus } from '../utils/describe-card';

const styles: Record<CardStatus, string> = {
  not_started: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  in_progress:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-700',
  on_break: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
  completed: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
};

const dots: Record<CardStatus, string> = {
  not_started: 'bg-slate-400',
  in_progress: 'bg-emerald-500 animate-pulse',
  on_break: 'bg-amber-500',
  completed: 'bg-slate-500',
};

export function StatusBadge({
  status,
  className,
  children,
  ...props
}: ComponentProps<'span'> & { status: CardStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        styles[status],
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dots[status])} />
      {children}
    </span>
  );
}
