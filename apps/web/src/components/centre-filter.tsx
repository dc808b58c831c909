import { cn } from '../lib/cn';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

export interface CentreOption {
  id: number;
  name: string;
}

const chip =
  'min-h-11 rounded-full border px-4 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';
const on = 'border-teal-700 bg-teal-700 text-white dark:border-teal-500 dark:bg-teal-500 dark:text-slate-950';
const off =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Every work centre (null), or the people of one. 'select' is a labelled list for desk pages;
 * 'chips' are large toggles for a shared touch screen (the kiosk).
 */
export function CentreFilter({
  variant,
  id = 'centre-filter',
  centres,
  value,
  onChange,
}: {
  variant: 'select' | 'chips';
  /** The select's id. */
  id?: string;
  centres: readonly CentreOption[];
  value: number | null;
  onChange: (centreId: number | null) => void;
}) {
  if (variant === 'chips') {
    const options = [{ id: null, name: 'Todos los centros' }, ...centres];
    return (
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Centro de trabajo</legend>
        {options.map((option) => (
          <button
            key={option.id ?? 'all'}
            type="button"
            aria-pressed={value === option.id}
            onClick={() => onChange(option.id)}
            className={cn(chip, value === option.id ? on : off)}
          >
            {option.name}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Centro de trabajo</Label>
      <NativeSelect
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Todos los centros</option>
        {/* A centre named in the URL that is not in the list (archived, or a typo) still shows as chosen. */}
        {value !== null && !centres.some((centre) => centre.id === value) && (
          <option value={String(value)}>Centro {value}</option>
        )}
        {centres.map((centre) => (
          <option key={centre.id} value={String(centre.id)}>
            {centre.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
