import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

/**
 * Label, control, hint and error of one form field. The control must use `id` as its id and
 * `describedBy(id, …)` for aria-describedby so screen readers read the hint and the error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby value for a FormField control. */
export function describedBy(id: string, { error, hint }: { error?: unknown; hint?: unknown }): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** FormField + Input in one, wired for labels, hints and errors. Spread react-hook-form's register. */
export function InputField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; label: ReactNode; hint?: ReactNode; error?: string }) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...inputProps}
      />
    </FormField>
  );
}
