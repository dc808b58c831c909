import { CORRECTION_MAX_BREAKS } from '@jornada/shared/api/petitions';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, type UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateTimeInput } from '../../../components/ui/date-time-input';
import type { CorrectionForm } from '../hooks/use-correction-form';
import { type CorrectionFormValues, correctionFieldMessage } from '../utils/correction-values';

type BreakArray = UseFieldArrayReturn<CorrectionFormValues, 'breaks'>;

/** One end of a break ('Inicio pausa 1'): its label over its day and time. */
function BreakTimeField({
  form,
  index,
  edge,
  errorId,
}: {
  form: CorrectionForm;
  index: number;
  edge: 'start' | 'end';
  errorId: string | undefined;
}) {
  const id = `break-${index}-${edge}`;
  const label = `${edge === 'start' ? 'Inicio' : 'Fin'} pausa ${index + 1}`;
  const of = `${edge === 'start' ? 'del inicio' : 'del fin'} de la pausa ${index + 1}`;
  return (
    <fieldset aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-1.5">
      <label id={`${id}-label`} htmlFor={id} className="text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <Controller
        control={form.control}
        name={`breaks.${index}.${edge}`}
        render={({ field }) => (
          <DateTimeInput
            id={id}
            dateLabel={`Fecha ${of}`}
            timeLabel={`Hora ${of}`}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            {...field}
          />
        )}
      />
    </fieldset>
  );
}

function BreakRow({ form, index, onRemove }: { form: CorrectionForm; index: number; onRemove: () => void }) {
  const error = form.formState.errors.breaks?.[index];
  const message = correctionFieldMessage(error?.message ?? error?.start?.message ?? error?.end?.message);
  const errorId = message ? `break-${index}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5" data-break-index={index}>
      {/* On a phone the start sits over the end, the bin between them for both; from md up, one row. */}
      <div className="flex items-center gap-2 md:items-end">
        <div className="grid min-w-0 flex-1 gap-3 md:grid-cols-2">
          <BreakTimeField form={form} index={index} edge="start" errorId={errorId} />
          <BreakTimeField form={form} index={index} edge="end" errorId={errorId} />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Quitar pausa ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {message && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}

/** 'Pausas': each break's start and end, removable, up to CORRECTION_MAX_BREAKS. */
export function CorrectionBreaks({ form, breaks }: { form: CorrectionForm; breaks: BreakArray }) {
  const listError = form.formState.errors.breaks?.message;
  return (
    <fieldset className="flex flex-col gap-5 md:gap-3">
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
