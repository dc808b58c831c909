import { Controller } from 'react-hook-form';
import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { NumberField, SectionTitle, SwitchRow } from './time-rules-parts';

/** 'Contratos': the full-time week part-time contracts are measured against, and remote work. */
export function ContractRulesSection({
  form,
  registerNumber,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
}) {
  const { errors } = form.formState;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="rules-contracts">
      <SectionTitle>
        <span id="rules-contracts">Contratos</span>
      </SectionTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="config-full-time-weekly-hours"
          label="Jornada completa semanal"
          unit="h"
          min={1}
          max={40}
          step={0.5}
          hint="Un contrato con menos horas semanales es a tiempo parcial."
          error={errors.full_time_weekly_hours?.message}
          registration={registerNumber('full_time_weekly_hours')}
        />
      </div>
      <Controller
        control={form.control}
        name="allows_remote_work"
        render={({ field }) => (
          <SwitchRow
            id="config-allows-remote-work"
            label="Permitir el teletrabajo"
            description="Los trabajadores eligen «Presencial» o «Teletrabajo» al iniciar la jornada."
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </section>
  );
}
