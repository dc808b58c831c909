import { DEFAULT_OBSERVACIONES, endWorkshiftRequest, type Workshift } from '@jornada/shared/api/workshift';
import { formatDuration, workedSeconds } from '@jornada/shared/domain/worked-time';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { zodResolver } from '../../../lib/form-resolver';
import { useNow } from '../../../lib/use-now';

const endFormSchema = z.object({ observaciones: endWorkshiftRequest.shape.observaciones.unwrap() });
type EndFormValues = z.infer<typeof endFormSchema>;

function WorkedTimeNow({ shift, breakIncluded }: { shift: Workshift; breakIncluded: boolean }) {
  const now = useNow();
  const seconds = workedSeconds({
    startedAt: shift.started_at,
    endedAt: shift.ended_at,
    breaks: shift.break_spans,
    breakIncluded,
    now,
  });
  return <span className="text-3xl font-semibold tabular-nums">{formatDuration(seconds)}</span>;
}

function EndWorkshiftForm({
  shift,
  breakIncluded,
  onConfirm,
}: {
  shift: Workshift;
  breakIncluded: boolean;
  onConfirm: (observaciones: string) => void;
}) {
  const form = useForm<EndFormValues>({ resolver: zodResolver(endFormSchema), defaultValues: { observaciones: '' } });
  const error = form.formState.errors.observaciones?.message;
  const hint = `Si lo dejas vacío se guardará «${DEFAULT_OBSERVACIONES}».`;
  const onSubmit = form.handleSubmit(({ observaciones }) => onConfirm(observaciones));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 py-4 text-slate-900 dark:bg-slate-800/60 dark:text-white">
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">Tiempo trabajado</span>
        <WorkedTimeNow shift={shift} breakIncluded={breakIncluded} />
      </div>
      <FormField id="end-observaciones" label="Observaciones" hint={hint} error={error}>
        <Textarea
          id="end-observaciones"
          placeholder={DEFAULT_OBSERVACIONES}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('end-observaciones', { error, hint })}
          {...form.register('observaciones')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" variant="destructive">
          Finalizar jornada
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2.5 'Finalizar jornada': observations, the worked time, Cancel and confirm. */
export function EndWorkshiftDialog({
  shift,
  breakIncluded,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  shift: Workshift | null;
  breakIncluded: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (observaciones: string) => void;
}) {
  return (
    <Dialog open={isOpen && shift !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Finalizar jornada</DialogTitle>
            <DialogDescription>Revisa el tiempo trabajado y añade observaciones si las hay.</DialogDescription>
          </div>
          {shift && <EndWorkshiftForm shift={shift} breakIncluded={breakIncluded} onConfirm={onConfirm} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
