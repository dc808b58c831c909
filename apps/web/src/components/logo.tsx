import { Clock3 } from 'lucide-react';
import { cn } from '../lib/cn';

export function Logo({ className, isCompact = false }: { className?: string; isCompact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950">
        <Clock3 aria-hidden="true" className="size-5" />
      </span>
      {!isCompact && <span className="text-lg text-slate-900 dark:text-white">Jornada</span>}
    </span>
  );
}
