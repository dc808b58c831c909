import type { CreateInspectorLinkResponse } from '@jornada/shared/api/inspector-links';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateInspectorLink } from '../api/create-inspector-link';
import {
  defaultLinkValues,
  expiryBounds,
  type InspectorLinkErrors,
  type InspectorLinkValues,
  toCreateRequest,
  validateLinkValues,
} from '../utils/inspector-link-values';
import type { ReportPeriod } from '../utils/period';

const dateFields = [
  { name: 'from', label: 'Periodo desde' },
  { name: 'to', label: 'Periodo hasta' },
  { name: 'expiresOn', label: 'Válido hasta (incluido)' },
] as const;

/** A new link: for whom, the register's period (the page's by default) and until when (7 days by default). */
export function InspectorLinkForm({
  period,
  onCreated,
  onCancel,
}: {
  period: ReportPeriod;
  onCreated: (link: CreateInspectorLinkResponse) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<InspectorLinkValues>(() => defaultLinkValues(period, new Date()));
  const [errors, setErrors] = useState<InspectorLinkErrors>({});
  const create = useCreateInspectorLink();
  const bounds = expiryBounds(new Date());
  const set = (name: keyof InspectorLinkValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLinkValues(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toCreateRequest(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        setErrors({ expiresOn: fields?.expires_at, from: fields?.from, to: fields?.to, label: fields?.label });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Nuevo enlace de inspección" className="flex flex-col gap-4">
      <InputField
        id="link-label"
        label="Para quién o para qué"
        placeholder="Inspección de Trabajo de Madrid, requerimiento 2026/123"
        value={values.label}
        maxLength={120}
        error={errors.label}
        onChange={(event) => set('label')(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {dateFields.map(({ name, label }) => (
          <FormField key={name} id={`link-${name}`} label={label} error={errors[name]}>
            <DateInput
              id={`link-${name}`}
              value={values[name]}
              onChange={set(name)}
              {...(name === 'expiresOn' ? bounds : {})}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(`link-${name}`, { error: errors[name] })}
            />
          </FormField>
        ))}
      </div>
      {create.isError && !(create.error instanceof ApiError && create.error.fields) && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {errorMessage(create.error, 'No se pudo crear el enlace')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Crear enlace
        </Button>
      </div>
    </form>
  );
}
