import type { ComponentProps, ReactNode } from 'react';
import { InputField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled native date input (yyyy-MM-dd); the one place to swap for the Spanish date input. */
export function DateField(props: FieldProps) {
  return <InputField type="date" {...props} />;
}

/** A labelled native date-and-time input (yyyy-MM-ddTHH:mm); the one place to swap it. */
export function DateTimeField(props: FieldProps) {
  return <InputField type="datetime-local" {...props} />;
}

/** A bare native date-and-time input, for rows that draw their own labels (a correction's breaks). */
export function DateTimeInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="datetime-local" {...props} />;
}
