import { CORRECTION_MAX_BREAKS } from '@jornada/shared/api/petitions';
import { Plus, Trash2 } from 'lucide-react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { CorrectionForm } from '../hooks/use-correction-form';
import type { CorrectionFormValues } from '../utils/correction-values';
import { DateTimeInput } from './date-fields';

type BreakArray = UseFieldArrayReturn<CorrectionFormValues, 'breaks'>;

function BreakRow({ form, index, onRemove }: { form: CorrectionForm; index: number; onRemove: () => void }) {
  const error = form.formState.errors.breaks?.[index];
  const message = error?.message ?? error?.start?.message ?? error?.end?.message;
  const labelClass = 'text-xs text-slate-600 dark:text-slate-400';
  return (
    <div className="flex flex-col gap-1.5" data-break-index={index}>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`break-${index}-start`} className={labelClass}>
            Inicio pausa {index + 1}
          </label>
          <DateTimeInput
            id={`break-${index}-start`}
            aria-invalid={message ? true : undefined}
            {...form.register(`breaks.${index}.start`)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`break-${index}-end`} className={labelClass}>
            Fin pausa {index + 1}
          </label>
          <DateTimeInput
            id={`break-${index}-end`}
            aria-invalid={message ? true : undefined}
            {...form.register(`breaks.${index}.end`)}
          />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Quitar pausa ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}

/** 'Pausas': each break's start and end, removable, up to SPEC's limit. */
export function CorrectionBreaks({ form, breaks }: { form: CorrectionForm; breaks: BreakArray }) {
  const listError = form.formState.errors.breaks?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">Pausas</legend>
      {breaks.fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Sin pausas.</p>}
      {breaks.fields.map((field, index) => (
        <BreakRow key={field.id} form={form} index={index} onRemove={() => breaks.remove(index)} />
      ))}
      {listError && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {listError}
        </p>
      )}
      {breaks.fields.length < CORRECTION_MAX_BREAKS && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => breaks.append({ start: '', end: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          Añadir pausa
        </Button>
      )}
    </fieldset>
  );
}
