import { type Control, Controller } from 'react-hook-form';
import { DateField, TimeField } from '../../../components/ui/date-time-fields';
import type { IncidentReportValues } from '../api/report-incident';

interface WhenFieldsProps {
  control: Control<IncidentReportValues>;
  errors: { fecha?: string; hora?: string };
}

/** The incident's Fecha and Hora, in Spanish (dd/MM/yyyy, 24 h) whatever the browser's locale. */
export function IncidentWhenFields({ control, errors }: WhenFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Controller
        control={control}
        name="fecha"
        render={({ field }) => <DateField id="incident-fecha" label="Fecha" error={errors.fecha} {...field} />}
      />
      <Controller
        control={control}
        name="hora"
        render={({ field }) => <TimeField id="incident-hora" label="Hora" error={errors.hora} {...field} />}
      />
    </div>
  );
}
