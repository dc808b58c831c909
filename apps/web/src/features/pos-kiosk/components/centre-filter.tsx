import { cn } from '../../../lib/cn';
import type { KioskCentre } from '../utils/kiosk-centres';

const chip =
  'min-h-11 rounded-full border px-4 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';
const on = 'border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950';
const off =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Large toggles to show one work centre's people, when the kiosk lists several centres. */
export function CentreFilter({
  centres,
  selected,
  onSelect,
}: {
  centres: readonly KioskCentre[];
  selected: number | null;
  onSelect: (centreId: number | null) => void;
}) {
  const options = [{ id: null, name: 'Todos los centros' }, ...centres];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Centro de trabajo</legend>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          aria-pressed={selected === option.id}
          onClick={() => onSelect(option.id)}
          className={cn(chip, selected === option.id ? on : off)}
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
