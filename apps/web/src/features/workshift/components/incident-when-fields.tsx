import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/form-field';

interface WhenFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The incident's Fecha: a native date input (to be swapped for the Spanish date input). */
export function IncidentDateField({ registration, error }: WhenFieldProps) {
  return <InputField id="incident-fecha" label="Fecha" type="date" error={error} {...registration} />;
}

/** The incident's Hora: a native time input (to be swapped for the Spanish time input). */
export function IncidentTimeField({ registration, error }: WhenFieldProps) {
  return <InputField id="incident-hora" label="Hora" type="time" error={error} {...registration} />;
}
