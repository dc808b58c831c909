import { Controller } from 'react-hook-form';
import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { NumberField, SectionTitle, SwitchRow } from './time-rules-parts';

function BreakSwitch({
  form,
  name,
  id,
  label,
  description,
}: {
  form: TimeRulesForm;
  name: 'break_included' | 'break_obligatory';
  id: string;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchRow
          id={id}
          label={label}
          description={description}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** 'Pausas': whether breaks count as work, whether one is required, and their limits. */
export function BreakRulesSection({
  form,
  registerNumber,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
}) {
  const { errors } = form.formState;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="rules-breaks">
      <SectionTitle>
        <span id="rules-breaks">Pausas</span>
      </SectionTitle>
      <BreakSwitch
        form={form}
        name="break_included"
        id="config-break-included"
        label="Las pausas cuentan como tiempo trabajado"
        description="Si está desactivado, el tiempo de pausa se descuenta de la jornada."
      />
      <BreakSwitch
        form={form}
        name="break_obligatory"
        id="config-break-obligatory"
        label="Pausa obligatoria"
        description="Los empleados deben hacer al menos una pausa durante la jornada."
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
          registration={registerNumber('break_time_min')}
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
          registration={registerNumber('break_time_max')}
        />
        <NumberField
          id="config-max-breaks"
          label="Máximo de pausas por día"
          unit="pausas"
          min={0}
          max={10}
          step={1}
          error={errors.max_breaks_per_day?.message}
          registration={registerNumber('max_breaks_per_day')}
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
          registration={registerNumber('min_break_interval')}
        />
      </div>
    </section>
  );
}
