import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyConfig,
  type EditableCompanyConfigField,
  editableCompanyConfigFields,
  type UpdateCompanyConfigRequest,
  updateCompanyConfigRequest,
} from '@jornada/shared/api/company-config';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useEditableCompanyConfig } from '../api/get-company-config';
import { useUpdateCompanyConfig } from '../api/update-company-config';
import { editableValuesOf, userLimitLabel } from '../utils/config-values';

type FormInput = z.input<typeof updateCompanyConfigRequest>;

function NumberField({
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

function SwitchRow({
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

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{children}</h3>
  );
}

function TimeRulesFields({ config }: { config: CompanyConfig }) {
  const form = useForm<FormInput, unknown, UpdateCompanyConfigRequest>({
    resolver: zodResolver(updateCompanyConfigRequest),
    defaultValues: editableValuesOf(config),
  });
  const save = useUpdateCompanyConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;
  const number = (name: Exclude<EditableCompanyConfigField, 'break_included' | 'break_obligatory'>) =>
    form.register(name, { valueAsNumber: true });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(editableValuesOf(saved));
        toast({
          title: 'Configuración guardada',
          description: 'Las nuevas reglas de jornada se aplican desde ahora.',
          variant: 'success',
        });
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, editableCompanyConfigFields)) return;
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Reglas de jornada">
      {formError && <Alert variant="error">{formError}</Alert>}
      <section className="flex flex-col gap-3" aria-labelledby="rules-breaks">
        <SectionTitle>
          <span id="rules-breaks">Pausas</span>
        </SectionTitle>
        <Controller
          control={form.control}
          name="break_included"
          render={({ field }) => (
            <SwitchRow
              id="config-break-included"
              label="Las pausas cuentan como tiempo trabajado"
              description="Si está desactivado, el tiempo de pausa se descuenta de la jornada."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="break_obligatory"
          render={({ field }) => (
            <SwitchRow
              id="config-break-obligatory"
              label="Pausa obligatoria"
              description="Los empleados deben hacer al menos una pausa durante la jornada."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="config-break-time-min"
            label="Duración mínima de la pausa"
            unit="min"
            min={0}
            max={480}
            step={1}
            hint="0 = sin mínimo"
            error={errors.break_time_min?.message}
            registration={number('break_time_min')}
          />
          <NumberField
            id="config-break-time-max"
            label="Duración máxima de la pausa"
            unit="min"
            min={0}
            max={480}
            step={1}
            hint="0 = sin máximo"
            error={errors.break_time_max?.message}
            registration={number('break_time_max')}
          />
          <NumberField
            id="config-max-breaks"
            label="Máximo de pausas por día"
            unit="pausas"
            min={0}
            max={10}
            step={1}
            error={errors.max_breaks_per_day?.message}
            registration={number('max_breaks_per_day')}
          />
          <NumberField
            id="config-min-interval"
            label="Intervalo mínimo entre pausas"
            unit="min"
            min={0}
            max={720}
            step={1}
            hint="Tiempo desde el final de una pausa hasta poder iniciar otra."
            error={errors.min_break_interval?.message}
            registration={number('min_break_interval')}
          />
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="rules-workday">
        <SectionTitle>
          <span id="rules-workday">Jornada</span>
        </SectionTitle>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="config-workday-hours"
            label="Horas de la jornada"
            unit="h"
            min={0.25}
            max={24}
            step={0.25}
            hint="Con las que se comparan las horas trabajadas de cada día."
            error={errors.workday_hours?.message}
            registration={number('workday_hours')}
          />
          <NumberField
            id="config-forgotten-hours"
            label="Aviso de olvido de fichar salida"
            unit="h"
            min={1}
            max={48}
            step={0.5}
            hint="Una jornada abierta más tiempo se marca como olvido de fichar salida."
            error={errors.forgotten_clockout_hours?.message}
            registration={number('forgotten_clockout_hours')}
          />
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="rules-users">
        <SectionTitle>
          <span id="rules-users">Usuarios</span>
        </SectionTitle>
        <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800/60">
          <span className="text-sm font-medium text-slate-800 dark:text-slate-200">Límite de usuarios</span>
          <span className="text-sm text-slate-700 dark:text-slate-300">
            <strong className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="user-limit">
              {userLimitLabel(config.user_limit)}
            </strong>{' '}
            {config.user_limit === UNLIMITED_USERS ? '' : 'usuarios '}según tu plan
          </span>
        </div>
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isDirty && (
          <Button variant="outline" onClick={() => form.reset()} disabled={save.isPending}>
            Descartar cambios
          </Button>
        )}
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
          {save.isPending ? 'Guardando...' : 'Guardar configuración'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The company's time rules (SPEC §3 Company config): breaks, workday and the forgotten clock-out
 * limit, saved all at once. The user limit comes from the plan and is only shown.
 */
export function TimeRulesCard() {
  const config = useEditableCompanyConfig();
  let content: ReactNode;
  if (config.isError && !config.data) {
    content = (
      <LoadError
        title="Error al cargar la configuración"
        message={errorMessage(config.error, 'No se pudo obtener la configuración de la empresa.')}
        onRetry={() => void config.refetch()}
      />
    );
  } else if (config.isPending) {
    content = (
      <div role="status" aria-label="Cargando configuración" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </div>
    );
  } else {
    content = <TimeRulesFields config={config.data} />;
  }
  return (
    <Card id="reglas-de-jornada" aria-labelledby="time-rules-title" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="time-rules-title">Reglas de jornada</CardTitle>
        <CardDescription>Pausas, duración de la jornada y avisos que se aplican a toda la empresa.</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
