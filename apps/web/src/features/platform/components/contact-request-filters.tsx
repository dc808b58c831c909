import type { ContactRequestKind } from '@jornada/shared/api/contact';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { ContactRequestFilters } from '../utils/contact-request-filters';

const kindOptions: { value: ContactRequestKind | undefined; label: string }[] = [
  { value: undefined, label: 'Todas' },
  { value: 'contact', label: 'Contacto' },
  { value: 'custom_plan', label: 'Plan a medida' },
];

/** Kind (Todas / Contacto / Plan a medida) and 'Ver spam'; any change starts again at page 1. */
export function ContactRequestFiltersBar({
  filters,
  onChange,
}: {
  filters: ContactRequestFilters;
  onChange: (filters: ContactRequestFilters) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
        <legend className="sr-only">Tipo de solicitud</legend>
        {kindOptions.map((option) => {
          const isSelected = filters.kind === option.value;
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
              onClick={() => onChange({ ...filters, kind: option.value, page: 1 })}
            >
              {option.label}
            </button>
          );
        })}
      </fieldset>
      <div className="flex items-center gap-2">
        <Switch
          id="contact-requests-spam"
          checked={filters.isShowingSpam}
          onCheckedChange={(isChecked) => onChange({ ...filters, isShowingSpam: isChecked, page: 1 })}
        />
        <Label htmlFor="contact-requests-spam">Ver spam</Label>
      </div>
    </div>
  );
}
