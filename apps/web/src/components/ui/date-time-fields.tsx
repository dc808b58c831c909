import type { ReactNode } from 'react';
import { DateInput, type DateInputProps } from './date-input';
import { describedBy, FormField } from './form-field';
import { TimeInput, type TimeInputProps } from './time-input';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** FormField + DateInput, wired for label, hint and error. Give it a react-hook-form Controller's field. */
export function DateField({ id, label, hint, error, ...inputProps }: Omit<DateInputProps, 'id'> & FieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <DateInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...inputProps}
      />
    </FormField>
  );
}

/** FormField + TimeInput, wired for label, hint and error. Give it a react-hook-form Controller's field. */
export function TimeField({ id, label, hint, error, ...inputProps }: Omit<TimeInputProps, 'id'> & FieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <TimeInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...inputProps}
      />
    </FormField>
  );
}
