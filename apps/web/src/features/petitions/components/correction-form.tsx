import { PETITION_COMMENT_MAX } from '@jornada/shared/api/petitions';
import type { Workshift } from '@jornada/shared/api/workshift';
import { useMemo } from 'react';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { useCorrectionForm } from '../hooks/use-correction-form';
import { CorrectionBreaks } from './correction-breaks';
import { CorrectionShiftChoice, type CorrectionSubject, CorrectionTimes } from './correction-shift-fields';
import { CreatePetitionCancel, CreatePetitionFrame } from './create-petition-frame';

export type { CorrectionSubject } from './correction-shift-fields';

function CorrectionFields({
  shifts,
  initial,
  subject,
}: {
  shifts: readonly Workshift[];
  initial: Workshift | undefined;
  subject: CorrectionSubject | null;
}) {
  const { form, breaks, shiftField, selected, now, onSubmit, isPending, formError } = useCorrectionForm({
    shifts,
    initial,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <CorrectionShiftChoice
        subject={subject}
        shifts={shifts}
        shiftField={shiftField}
        error={errors.workshift_id?.message}
      />
      {selected && (
        <>
          <CorrectionTimes form={form} selected={selected} now={now} />
          <CorrectionBreaks form={form} breaks={breaks} />
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
      <FormActions
        cancel={<CreatePetitionCancel />}
        submitLabel={subject ? 'Proponer corrección' : 'Solicitar corrección'}
        isPending={isPending}
      />
    </form>
  );
}

function CorrectionsLoading() {
  return (
    <div role="status" aria-label="Cargando jornadas" className="flex flex-col gap-3">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

interface CorrectionFormProps {
  /** My recent shifts, newest first. */
  shifts: readonly Workshift[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  preselectedId: number | null;
  subject: CorrectionSubject | null;
}

function CorrectionBody({ shifts, isLoading, isError, onRetry, preselectedId, subject }: CorrectionFormProps) {
  const candidates = useMemo(() => (subject ? [subject.shift] : shifts), [subject, shifts]);
  const initial = candidates.find((shift) => shift.id === preselectedId);
  const isMissing = preselectedId !== null && !isLoading && !initial;

  if (isError) {
    return (
      <LoadError
        title="Error al cargar tus jornadas"
        message="No se pudieron obtener las jornadas que puedes corregir."
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <CorrectionsLoading />;
  return (
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

/**
 * /petitions/create/workshift-correction: one of my shifts (or the one ?workshift_id= names, as the
 * forgotten clock-out banner and emails link it) with the real times and the reason.
 */
export function CorrectionForm(props: CorrectionFormProps) {
  return (
    <CreatePetitionFrame
      kind="wscorrections"
      title="Corrección de Jornada"
      description="Indica las horas reales de una jornada y por qué; el registro guardará también las originales."
    >
      <CorrectionBody {...props} />
    </CreatePetitionFrame>
  );
}
