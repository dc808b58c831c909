import type { Workshift } from '@jornada/shared/api/workshift';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { DateTimeField } from '../../../components/ui/date-time-fields';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { CorrectionForm } from '../hooks/use-correction-form';
import { correctionFieldMessage, recordedText, shiftOptionLabel } from '../utils/correction-values';

export interface CorrectionSubject {
  /** A shift of someone else's (a manager or admin proposing the correction): they must accept it. */
  shift: Workshift;
  name: string;
}

/** Which shift: the proposal's one shift, named; or a choice among mine. */
export function CorrectionShiftChoice({
  subject,
  shifts,
  shiftField,
  error,
}: {
  subject: CorrectionSubject | null;
  shifts: readonly Workshift[];
  shiftField: UseFormRegisterReturn;
  error?: string;
}) {
  if (subject) {
    return (
      <Alert variant="info" title={`Propuesta para ${subject.name}`}>
        <p>
          La corrección se aplicará cuando {subject.name} la acepte. Jornada: {shiftOptionLabel(subject.shift)}.
        </p>
      </Alert>
    );
  }
  return (
    <FormField id="correction-shift" label="Jornada" hint="Tus jornadas de los dos últimos meses." error={error}>
      <NativeSelect
        id="correction-shift"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('correction-shift', { error, hint: true })}
        {...shiftField}
      >
        <option value="">Elige una jornada</option>
        {shifts.map((shift) => (
          <option key={shift.id} value={String(shift.id)}>
            {shiftOptionLabel(shift)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** What the shift recorded, then the real Entrada and Salida (never in the future). */
export function CorrectionTimes({ form, selected, now }: { form: CorrectionForm; selected: Workshift; now: string }) {
  const { errors } = form.formState;
  return (
    <>
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-800/40 dark:text-slate-300">
        <span className="font-medium text-slate-900 dark:text-white">Registrado </span>
        {recordedText(selected)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="started_at"
          render={({ field }) => (
            <DateTimeField
              id="correction-start"
              label="Entrada"
              dateLabel="Fecha de entrada"
              timeLabel="Hora de entrada"
              max={now}
              error={correctionFieldMessage(errors.started_at?.message)}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="ended_at"
          render={({ field }) => (
            <DateTimeField
              id="correction-end"
              label="Salida"
              dateLabel="Fecha de salida"
              timeLabel="Hora de salida"
              max={now}
              hint={selected.status === 'completed' ? undefined : 'Vacía, la jornada sigue abierta.'}
              error={correctionFieldMessage(errors.ended_at?.message)}
              {...field}
            />
          )}
        />
      </div>
    </>
  );
}
