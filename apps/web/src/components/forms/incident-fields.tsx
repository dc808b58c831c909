import { incidentTypes } from '@jornada/shared/api/workshift';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, InputField } from '../ui/form-field';
import { NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';

interface TextFieldSpec {
  id: string;
  registration: UseFormRegisterReturn;
  isInvalid: boolean;
  maxLength: number;
}

export interface IncidentFieldsProps {
  title: TextFieldSpec;
  type: { id: string; registration: UseFormRegisterReturn; error?: string };
  description: TextFieldSpec & { rows: number };
  /** Title and description share one message (SPEC §5): shown once, below both. */
  emptyError: { id: string; message?: string };
  /** Fields between the description and that message (the incident's date and time). */
  children?: ReactNode;
}

/**
 * Título, Tipo (SPEC §5's incident types) and Descripción: the shape of the petitions ticket and the
 * home card's incident report. Each form keeps its own field names, ids and limits.
 */
export function IncidentFields({ title, type, description, emptyError, children }: IncidentFieldsProps) {
  return (
    <>
      <InputField
        id={title.id}
        label="Título"
        autoComplete="off"
        maxLength={title.maxLength}
        aria-invalid={title.isInvalid ? true : undefined}
        aria-describedby={title.isInvalid ? emptyError.id : undefined}
        {...title.registration}
      />
      <FormField id={type.id} label="Tipo" error={type.error}>
        <NativeSelect
          id={type.id}
          aria-invalid={type.error ? true : undefined}
          aria-describedby={describedBy(type.id, { error: type.error })}
          {...type.registration}
        >
          {incidentTypes.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={description.id} label="Descripción">
        <Textarea
          id={description.id}
          rows={description.rows}
          maxLength={description.maxLength}
          aria-invalid={description.isInvalid ? true : undefined}
          aria-describedby={description.isInvalid ? emptyError.id : undefined}
          {...description.registration}
        />
      </FormField>
      {children}
      {emptyError.message && (
        <p id={emptyError.id} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {emptyError.message}
        </p>
      )}
    </>
  );
}
