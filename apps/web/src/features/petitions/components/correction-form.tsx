import { zodResolver } from '@hookform/resolvers/zod';
import {
  CORRECTION_MAX_BREAKS,
  type CreateCorrectionRequest,
  createCorrectionRequest,
  PETITION_COMMENT_MAX,
} from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { Plus, RotateCw, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useRef } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitPetition } from '../hooks/use-submit-petition';
import {
  type CorrectionFormValues,
  correctionDefaults,
  shiftOptionLabel,
  toCorrectionInput,
} from '../utils/correction-values';
import { formatDay, shortTime } from '../utils/petition-format';
import { CreatePetitionFrame } from './create-petition-frame';

export interface CorrectionSubject {
  /** A shift of someone else's (a manager or admin proposing the correction): they must accept it. */
  shift: Workshift;
  name: string;
}

function recordedText(shift: Workshift): string {
  const end = shift.status === 'completed' ? shortTime(shift.hora_fin) : 'sin cerrar';
  const breaks =
    shift.break_spans.length === 0
      ? 'sin pausas'
      : shift.break_spans
          .map((span) => {
            const from = madridTime(new Date(span.start)).slice(0, 5);
            const to = span.end ? madridTime(new Date(span.end)).slice(0, 5) : 'sin cerrar';
            return `${from}–${to}`;
          })
          .join(', ');
  return `${formatDay(shift.fecha)}: ${shortTime(shift.hora_inicio)}–${end} · pausas: ${breaks}`;
}

/** The shared schema validates what is sent: the form's values mapped to the request first. */
function correctionResolver(
  shiftOf: (id: string) => Workshift | undefined,
): Resolver<CorrectionFormValues, unknown, CreateCorrectionRequest> {
  const shared = zodResolver(createCorrectionRequest);
  return (values, context, options) =>
    shared(toCorrectionInput(values, shiftOf(values.workshift_id)), context, options as never) as ReturnType<
      Resolver<CorrectionFormValues, unknown, CreateCorrectionRequest>
    >;
}

function CorrectionFields({
  shifts,
  initial,
  subject,
}: {
  shifts: readonly Workshift[];
  initial: Workshift | undefined;
  subject: CorrectionSubject | null;
}) {
  const byId = useRef(new Map<string, Workshift>());
  byId.current = new Map(shifts.map((shift) => [String(shift.id), shift]));
  const form = useForm<CorrectionFormValues, unknown, CreateCorrectionRequest>({
    resolver: correctionResolver((id) => byId.current.get(id)),
    defaultValues: correctionDefaults(initial),
  });
  const breaks = useFieldArray({ control: form.control, name: 'breaks' });
  const { submit, isPending, formError } = useSubmitPetition({
    setError: form.setError,
    fields: ['workshift_id', 'started_at', 'ended_at', 'breaks', 'reason'],
  });
  const { errors } = form.formState;
  const selectedId = form.watch('workshift_id');
  const selected = byId.current.get(selectedId);
  const now = `${madridDate(new Date())}T${madridTime(new Date()).slice(0, 5)}`;

  const shiftField = form.register('workshift_id', {
    onChange: (event: { target: { value: string } }) => {
      const next = byId.current.get(event.target.value);
      form.reset({ ...correctionDefaults(next), reason: form.getValues('reason') });
    },
  });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-5">
      {subject ? (
        <Alert variant="info" title={`Propuesta para ${subject.name}`}>
          <p>
            La corrección se aplicará cuando {subject.name} la acepte. Jornada: {shiftOptionLabel(subject.shift)}.
          </p>
        </Alert>
      ) : (
        <FormField
          id="correction-shift"
          label="Jornada"
          hint="Tus jornadas de los dos últimos meses."
          error={errors.workshift_id?.message}
        >
          <NativeSelect
            id="correction-shift"
            aria-invalid={errors.workshift_id ? true : undefined}
            aria-describedby={describedBy('correction-shift', {
              error: errors.workshift_id,
              hint: true,
            })}
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
      )}

      {selected && (
        <>
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-800/40 dark:text-slate-300">
            <span className="font-medium text-slate-900 dark:text-white">Registrado </span>
            {recordedText(selected)}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="correction-start"
              label="Entrada"
              type="datetime-local"
              max={now}
              error={errors.started_at?.message}
              {...form.register('started_at')}
            />
            <InputField
              id="correction-end"
              label="Salida"
              type="datetime-local"
              max={now}
              hint={selected.status === 'completed' ? undefined : 'Vacía, la jornada sigue abierta.'}
              error={errors.ended_at?.message}
              {...form.register('ended_at')}
            />
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">Pausas</legend>
            {breaks.fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Sin pausas.</p>}
            {breaks.fields.map((field, index) => {
              const error = errors.breaks?.[index];
              const message = error?.message ?? error?.start?.message ?? error?.end?.message;
              return (
                <div key={field.id} className="flex flex-col gap-1.5" data-break-index={index}>
                  <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`break-${index}-start`} className="text-xs text-slate-600 dark:text-slate-400">
                        Inicio pausa {index + 1}
                      </label>
                      <Input
                        id={`break-${index}-start`}
                        type="datetime-local"
                        aria-invalid={message ? true : undefined}
                        {...form.register(`breaks.${index}.start`)}
                      />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`break-${index}-end`} className="text-xs text-slate-600 dark:text-slate-400">
                        Fin pausa {index + 1}
                      </label>
                      <Input
                        id={`break-${index}-end`}
                        type="datetime-local"
                        aria-invalid={message ? true : undefined}
                        {...form.register(`breaks.${index}.end`)}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar pausa ${index + 1}`}
                      onClick={() => breaks.remove(index)}
                    >
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
            })}
            {errors.breaks?.message && (
              <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {errors.breaks.message}
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
        </>
      )}

      <FormField id="correction-reason" label="Motivo" error={errors.reason?.message}>
        <Textarea
          id="correction-reason"
          rows={3}
          maxLength={PETITION_COMMENT_MAX}
          placeholder="Por ejemplo: olvidé fichar la salida, terminé a las 15:00."
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('correction-reason', { error: errors.reason })}
          {...form.register('reason')}
        />
      </FormField>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/petitions?view=create" className={buttonClasses('outline', 'md')}>
          Cancelar
        </Link>
        <Button type="submit" isLoading={isPending}>
          {isPending ? 'Enviando...' : subject ? 'Proponer corrección' : 'Solicitar corrección'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /petitions/create/workshift-correction: one of my shifts (or the one ?workshift_id= names, as the
 * forgotten clock-out banner and emails link it) with the real times and the reason.
 */
export function CorrectionForm({
  shifts,
  isLoading,
  isError,
  onRetry,
  preselectedId,
  subject,
}: {
  /** My recent shifts, newest first. */
  shifts: readonly Workshift[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  preselectedId: number | null;
  subject: CorrectionSubject | null;
}) {
  const candidates = useMemo(() => (subject ? [subject.shift] : shifts), [subject, shifts]);
  const initial = candidates.find((shift) => shift.id === preselectedId);
  const isMissing = preselectedId !== null && !isLoading && !initial;

  let body: ReactNode;
  if (isError) {
    body = (
      <Alert variant="error" title="Error al cargar tus jornadas">
        <p>No se pudieron obtener las jornadas que puedes corregir.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Reintentar
        </Button>
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <div role="status" aria-label="Cargando jornadas" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {isMissing && (
          <Alert variant="warning" title="Jornada no disponible">
            <p>No encontramos la jornada del enlace entre las que puedes corregir. Elige una de la lista.</p>
          </Alert>
        )}
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No tienes jornadas registradas en los dos últimos meses.
          </p>
        ) : (
          <CorrectionFields key={initial?.id ?? 'none'} shifts={candidates} initial={initial} subject={subject} />
        )}
      </div>
    );
  }

  return (
    <CreatePetitionFrame
      kind="wscorrections"
      title="Corrección de Jornada"
      description="Indica las horas reales de una jornada y por qué; el registro guardará también las originales."
    >
      {body}
    </CreatePetitionFrame>
  );
}
