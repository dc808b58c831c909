import { cn } from '../../../lib/cn';

export interface SegmentedOption<T> {
  value: T;
  label: string;
}

/** One choice among a few, as pressed buttons in a row (a filter of a list). */
export function SegmentedFilter<T>({
  legend,
  options,
  value,
  onChange,
}: {
  /** Read by screen readers only. */
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const isSelected = value === option.value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={isSelected}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600',
              isSelected
                ? 'bg-teal-700 text-white dark:bg-teal-500 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
