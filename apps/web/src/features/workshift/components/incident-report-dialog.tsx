import { zodResolver } from '@hookform/resolvers/zod';
import { incidentReportRequest, incidentTypes } from '@jornada/shared/api/workshift';
import { madridDate, madridTime } from '@jornada/shared/domain/madrid-time';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DateField, TimeField } from '../../../components/ui/date-time-fields';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { type IncidentReportValues, useReportIncident } from '../api/report-incident';

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
  // Title and description share one message (SPEC §5), so it is shown once for both.
  const emptyMessage = errors.titulo?.message ?? errors.descripcion?.message;
  const onSubmit = form.handleSubmit((values) => report.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <InputField
        id="incident-titulo"
        label="Título"
        autoComplete="off"
        maxLength={200}
        aria-invalid={errors.titulo ? true : undefined}
        aria-describedby={errors.titulo ? 'incident-empty-error' : undefined}
        {...form.register('titulo')}
      />
      <FormField id="incident-tipo" label="Tipo" error={errors.tipo?.message}>
        <NativeSelect
          id="incident-tipo"
          aria-invalid={errors.tipo ? true : undefined}
          aria-describedby={describedBy('incident-tipo', { error: errors.tipo })}
          {...form.register('tipo')}
        >
          {incidentTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="incident-descripcion" label="Descripción">
        <Textarea
          id="incident-descripcion"
          rows={4}
          maxLength={4000}
          aria-invalid={errors.descripcion ? true : undefined}
          aria-describedby={errors.descripcion ? 'incident-empty-error' : undefined}
          {...form.register('descripcion')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={form.control}
          name="fecha"
          render={({ field }) => (
            <DateField id="incident-fecha" label="Fecha" error={errors.fecha?.message} {...field} />
          )}
        />
        <Controller
          control={form.control}
          name="hora"
          render={({ field }) => <TimeField id="incident-hora" label="Hora" error={errors.hora?.message} {...field} />}
        />
      </div>
      {emptyMessage && (
        <p id="incident-empty-error" role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {emptyMessage}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" isLoading={report.isPending}>
          {report.isPending ? 'Enviando...' : 'Enviar incidencia'}
        </Button>
      </div>
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
