import { incidentReportRequest, type incidentTypes } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/forms/form-actions';
import { IncidentFields } from '../../../components/forms/incident-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { zodResolver } from '../../../lib/form-resolver';
import { type IncidentReportValues, useReportIncident } from '../api/report-incident';
import { IncidentWhenFields } from './incident-when-fields';

const incidentFormSchema = incidentReportRequest.omit({ location: true });
type IncidentType = (typeof incidentTypes)[number];

function defaultValues(tipo: IncidentType, now: Date): IncidentReportValues {
  return { titulo: '', tipo, descripcion: '', fecha: madridDate(now), hora: madridTime(now).slice(0, 5) };
}

function IncidentReportForm({ defaultType, onDone }: { defaultType: IncidentType; onDone: () => void }) {
  const form = useForm<IncidentReportValues>({
    resolver: zodResolver(incidentFormSchema),
    // Mounted on every opening, so "now" is the moment the dialog opened (Madrid).
    defaultValues: defaultValues(defaultType, new Date()),
  });
  const report = useReportIncident({ onSuccess: onDone });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => report.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <IncidentFields
        title={{
          id: 'incident-titulo',
          registration: form.register('titulo'),
          isInvalid: Boolean(errors.titulo),
          maxLength: 200,
        }}
        type={{ id: 'incident-tipo', registration: form.register('tipo'), error: errors.tipo?.message }}
        description={{
          id: 'incident-descripcion',
          registration: form.register('descripcion'),
          isInvalid: Boolean(errors.descripcion),
          maxLength: 4000,
          rows: 4,
        }}
        emptyError={{ id: 'incident-empty-error', message: errors.titulo?.message ?? errors.descripcion?.message }}
      >
        <IncidentWhenFields
          control={form.control}
          errors={{ fecha: errors.fecha?.message, hora: errors.hora?.message }}
        />
      </IncidentFields>
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
        }
        submitLabel="Enviar incidencia"
        isPending={report.isPending}
      />
    </form>
  );
}

/** SPEC §2.5: the incident report (title, type, description, date and time), sent to the company. */
export function IncidentReportDialog({
  isOpen,
  onOpenChange,
  defaultType = 'Otro',
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  defaultType?: IncidentType;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Reportar incidencia</DialogTitle>
            <DialogDescription>Cuéntanos qué ha pasado y cuándo; lo recibirá tu empresa.</DialogDescription>
          </div>
          <IncidentReportForm defaultType={defaultType} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
