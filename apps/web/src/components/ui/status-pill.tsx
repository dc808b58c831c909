import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { StatusTone } from '../../lib/status-tones';

/** The one set of status colours: shifts (card, employee list) and petitions read alike. */
const toneClasses: Record<StatusTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-700',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-700',
  danger: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-700',
};

const dotClasses: Record<StatusTone, string> = {
  neutral: 'bg-slate-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
};

/** A status label in its tone's colours; `hasDot` adds a coloured dot before it (`isPulsing` animates it). */
export function StatusPill({
  tone,
  hasDot = false,
  isPulsing = false,
  className,
  children,
  ...props
}: ComponentProps<'span'> & { tone: StatusTone; hasDot?: boolean; isPulsing?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
      {...props}
    >
      {hasDot && (
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', dotClasses[tone], isPulsing && 'animate-pulse')}
        />
      )}
      {children}
    </span>
  );
}
