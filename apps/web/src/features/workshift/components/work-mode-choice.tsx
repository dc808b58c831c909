import { type WorkMode, workModeLabels, workModes } from '@jornada/shared/domain/employee-contract';
import { Building2, House } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

const icons = { presencial: Building2, teletrabajo: House } as const;

/**
 * 'Presencial' / 'Teletrabajo' before 'Iniciar jornada' (only where the company allows remote work):
 * two radio buttons drawn as a segmented control, the worker's usual mode chosen to begin with.
 */
export function WorkModeChoice({
  value,
  usualMode,
  isDisabled,
  onChange,
}: {
  value: WorkMode;
  usualMode: WorkMode;
  isDisabled: boolean;
  onChange: (mode: WorkMode) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mb-2 flex flex-col items-center gap-2" disabled={isDisabled}>
      <legend className="mb-2 w-full text-center text-sm font-medium text-slate-700 dark:text-slate-300">
        Modalidad de hoy
      </legend>
      <div className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto dark:bg-slate-800">
        {workModes.map((mode) => {
          const Icon = icons[mode];
          const isChecked = value === mode;
          return (
            <label
              key={mode}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 dark:has-[:focus-visible]:outline-teal-400',
                isChecked
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={mode}
                checked={isChecked}
                onChange={() => onChange(mode)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {workModeLabels[mode]}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">Tu modalidad habitual: {workModeLabels[usualMode]}</p>
    </fieldset>
  );
}
