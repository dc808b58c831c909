import { cn } from '../../../lib/cn';
import type { IncidentKind } from '../api/get-pos-incident-kinds';

/** The incident types as large radio choices (a touch screen has no comfortable select). */
export function IncidentKindPicker({
  kinds,
  value,
  error,
  onChange,
}: {
  kinds: readonly IncidentKind[];
  value: number | null;
  error: string | null;
  onChange: (kindId: number) => void;
}) {
  return (
    <fieldset aria-describedby={error ? 'pos-incident-kind-error' : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">Tipo de incidencia</legend>
      <div className="grid grid-cols-2 gap-2">
        {kinds.map((kind) => (
          <label
            key={kind.id}
            className={cn(
              'flex min-h-12 cursor-pointer items-center rounded-lg border px-3 py-2 text-sm leading-tight transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-teal-600',
              value === kind.id
                ? 'border-teal-700 bg-teal-50 font-semibold text-teal-900 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-100'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="pos-incident-kind"
              value={kind.id}
              checked={value === kind.id}
              onChange={() => onChange(kind.id)}
              className="sr-only"
            />
            {kind.name}
          </label>
        ))}
      </div>
      {error && (
        <p id="pos-incident-kind-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
