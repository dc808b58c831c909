import type { ReactNode } from 'react';
import { DateInput, type DateInputProps } from './date-input';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input';
import { describedBy, FormField } from './form-field';
import { Label } from './label';
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

/** FormField's hint and error, with the ids describedBy gives, for a field FormField cannot wrap. */
function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
      {hint}
    </p>
  );
}

/**
 * One label over a DateTimeInput (its day and its time side by side), with hint and error: a group
 * named by the label, each half named by dateLabel / timeLabel. The label focuses the day.
 * Give it a react-hook-form Controller's field.
 */
export function DateTimeField({ id, label, hint, error, ...inputProps }: Omit<DateTimeInputProps, 'id'> & FieldProps) {
  return (
    <fieldset aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <DateTimeInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...inputProps}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
