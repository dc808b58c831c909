import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';

/** A number input with its unit drawn inside, on the right. */
export function NumberField({
  id,
  label,
  unit,
  hint,
  error,
  registration,
  ...inputProps
}: {
  id: string;
  label: string;
  unit: string;
  hint?: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
} & Pick<ComponentProps<'input'>, 'min' | 'max' | 'step'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          className="pr-14 tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          {...inputProps}
          {...registration}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400"
        >
          {unit}
        </span>
      </div>
    </FormField>
  );
}

/** A labelled switch with its explanation, in a bordered row. */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
    </div>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{children}</h3>
  );
}
