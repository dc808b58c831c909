import type { CurrentContract } from '@jornada/shared/api/contracts';
import { workModeLabels, workModes } from '@jornada/shared/domain/employee-contract';
import { Controller } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-time-fields';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAddContractForm } from '../hooks/use-add-contract-form';

/** 'Desde', 'Horas semanales', 'Modalidad habitual': a new period for the company admin. */
export function AddContractForm({
  employeeId,
  current,
  fullTimeHours,
}: {
  employeeId: number;
  current: CurrentContract;
  fullTimeHours: number;
}) {
  const { form, onSubmit, formError, isPending } = useAddContractForm(employeeId, current);
  const { errors } = form.formState;
  const hoursHint = `Jornada completa: ${String(fullTimeHours).replace('.', ',')} h`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Nuevo periodo de contrato">
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="effective_from"
          render={({ field }) => (
            <DateField id="contract-from" label="Desde" error={errors.effective_from?.message} {...field} />
          )}
        />
        <FormField id="contract-hours" label="Horas semanales" hint={hoursHint} error={errors.weekly_hours?.message}>
          <Input
            id="contract-hours"
            type="number"
            inputMode="decimal"
            min={0.5}
            max={fullTimeHours}
            step={0.5}
            className="tabular-nums"
            aria-invalid={errors.weekly_hours ? true : undefined}
            aria-describedby={describedBy('contract-hours', { error: errors.weekly_hours?.message, hint: hoursHint })}
            {...form.register('weekly_hours', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="contract-mode" label="Modalidad habitual" error={errors.work_mode?.message}>
          <NativeSelect id="contract-mode" {...form.register('work_mode')}>
            {workModes.map((mode) => (
              <option key={mode} value={mode}>
                {workModeLabels[mode]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" isLoading={isPending}>
          {isPending ? 'Guardando...' : 'Añadir periodo'}
        </Button>
      </div>
    </form>
  );
}
