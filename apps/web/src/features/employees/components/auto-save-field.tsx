import type { Employee, EmployeeField } from '@jornada/shared/api/employees';
import { Check } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useState } from 'react';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUpdateEmployee } from '../api/update-employee';
import { checkField, currentValue, updateBody, VALIDATION_ERROR_TITLE } from '../utils/employee-fields';

type TextField = Extract<EmployeeField, 'name' | 'email' | 'phone' | 'identification' | 'payroll_code'>;
type SelectField = Extract<EmployeeField, 'role' | 'shift_id' | 'centre_id'>;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The value the input shows, following the stored one: when the employee changes elsewhere (a
 * refresh, a save) the field follows, unless the user is in the middle of editing it.
 */
function useFieldValue(stored: string) {
  const [value, setValue] = useState(stored);
  const [synced, setSynced] = useState(stored);
  if (stored !== synced) {
    setSynced(stored);
    if (value === synced) setValue(stored);
  }
  return [value, setValue] as const;
}

function SaveState({ isPending, isSaved }: { isPending: boolean; isSaved: boolean }) {
  if (isPending) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-normal text-slate-500 dark:text-slate-400">
        <Spinner size="sm" /> Guardando...
      </span>
    );
  }
  if (isSaved) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-normal text-emerald-700 dark:text-emerald-400">
        <Check aria-hidden="true" className="size-3.5" /> Guardado
      </span>
    );
  }
  return null;
}

function FieldLabel({ label, isPending, isSaved }: { label: string; isPending: boolean; isSaved: boolean }) {
  return (
    <span className="flex items-center justify-between gap-2">
      {label}
      <SaveState isPending={isPending} isSaved={isSaved} />
    </span>
  );
}

/**
 * One field of the edit dialog, saved on blur when it changed (SPEC §2.6): validated with the
 * shared schema first ('Error de validación'), then PATCHed alone; a failure puts back the stored
 * value. Enter saves too.
 */
export function AutoSaveTextField({
  employee,
  field,
  label,
  hint,
  ...inputProps
}: { employee: Employee; field: TextField; label: string; hint?: string } & Omit<
  ComponentProps<'input'>,
  'id' | 'value' | 'onChange' | 'onBlur'
>) {
  const stored = asText(currentValue(employee, field));
  const [value, setValue] = useFieldValue(stored);
  const [error, setError] = useState<string>();
  const update = useUpdateEmployee();
  const id = `edit-employee-${field}`;

  const save = () => {
    if (update.isPending) return;
    if (value === stored) {
      setError(undefined);
      return;
    }
    const check = checkField(field, value);
    if (!check.isValid) {
      setError(check.message);
      toast({ title: VALIDATION_ERROR_TITLE, description: check.message, variant: 'error' });
      return;
    }
    setError(undefined);
    if (check.value === currentValue(employee, field)) {
      setValue(stored);
      return;
    }
    setValue(asText(check.value));
    update.mutate(updateBody(employee, field, check.value), {
      onSuccess: (updated) => setValue(asText(currentValue(updated, field))),
      onError: () => setValue(stored),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} isPending={update.isPending} isSaved={update.isSuccess && !error} />}
      hint={hint}
      error={error}
    >
      <Input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        onChange={(event) => {
          setValue(event.target.value);
          if (update.isSuccess) update.reset();
        }}
        onBlur={save}
        onKeyDown={onKeyDown}
        {...inputProps}
      />
    </FormField>
  );
}

/** A select of the edit dialog (role, shift), saved as soon as another option is chosen. */
export function AutoSaveSelectField({
  employee,
  field,
  label,
  options,
  hint,
}: {
  employee: Employee;
  field: SelectField;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const stored = asText(currentValue(employee, field));
  const [value, setValue] = useFieldValue(stored);
  const update = useUpdateEmployee();
  const id = `edit-employee-${field}`;

  const onChange = (next: string) => {
    const previous = value;
    setValue(next);
    const check = checkField(field, next);
    if (!check.isValid) {
      setValue(previous);
      toast({ title: VALIDATION_ERROR_TITLE, description: check.message, variant: 'error' });
      return;
    }
    if (check.value === currentValue(employee, field)) return;
    update.mutate(updateBody(employee, field, check.value), {
      onSuccess: (updated) => setValue(asText(currentValue(updated, field))),
      onError: () => setValue(stored),
    });
  };

  return (
    <FormField
      id={id}
      label={<FieldLabel label={label} isPending={update.isPending} isSaved={update.isSuccess} />}
      hint={hint}
    >
      <NativeSelect
        id={id}
        value={value}
        disabled={update.isPending}
        aria-describedby={describedBy(id, { hint })}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
