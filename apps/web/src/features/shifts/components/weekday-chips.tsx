import { cn } from '../../../lib/cn';
import { describeWeekdays, weekdayMarks } from '../utils/format-shift';

/** L M X J V S D, the shift's working days highlighted; screen readers hear the days in words. */
export function WeekdayChips({ weekdays, className }: { weekdays: readonly number[]; className?: string }) {
  return (
    <span className={cn('inline-flex gap-1', className)}>
      <span className="sr-only">{describeWeekdays(weekdays)}</span>
      {weekdayMarks(weekdays).map((mark) => (
        <span
          key={mark.day}
          aria-hidden="true"
          title={mark.label}
          className={cn(
            'flex size-6 items-center justify-center rounded-md text-xs font-semibold',
            mark.isActive
              ? 'bg-teal-100 text-teal-800 dark:bg-teal-900/70 dark:text-teal-100'
              : 'bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500',
          )}
        >
          {mark.short}
        </span>
      ))}
    </span>
  );
}
