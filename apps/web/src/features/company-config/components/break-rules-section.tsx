import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { type NumberRuleField, RuleNumbers, RuleSwitch, RulesSection } from './rules-section';

const breakFields: readonly NumberRuleField[] = [
  {
    name: 'break_time_min',
    id: 'config-break-time-min',
    label: 'Duración mínima de la pausa',
    unit: 'min',
    min: 0,
    max: 480,
    step: 1,
    hint: '0 = sin mínimo',
  },
  {
    name: 'break_time_max',
    id: 'config-break-time-max',
    label: 'Duración máxima de la pausa',
    unit: 'min',
    min: 0,
    max: 480,
    step: 1,
    hint: '0 = sin máximo',
  },
  {
    name: 'max_breaks_per_day',
    id: 'config-max-breaks',
    label: 'Máximo de pausas por día',
    unit: 'pausas',
    min: 0,
    max: 10,
    step: 1,
  },
  {
    name: 'min_break_interval',
    id: 'config-min-interval',
    label: 'Intervalo mínimo entre pausas',
    unit: 'min',
    min: 0,
    max: 720,
    step: 1,
    hint: 'Tiempo desde el final de una pausa hasta poder iniciar otra.',
  },
];

/** 'Pausas': whether breaks count as work, whether one is required, and their limits. */
export function BreakRulesSection({
  form,
  registerNumber,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
}) {
  return (
    <RulesSection id="rules-breaks" title="Pausas">
      <RuleSwitch
        form={form}
        name="break_included"
        id="config-break-included"
        label="Las pausas cuentan como tiempo trabajado"
        description="Si está desactivado, el tiempo de pausa se descuenta de la jornada."
      />
      <RuleSwitch
        form={form}
        name="break_obligatory"
        id="config-break-obligatory"
        label="Pausa obligatoria"
        description="Los empleados deben hacer al menos una pausa durante la jornada."
      />
      <RuleNumbers form={form} registerNumber={registerNumber} fields={breakFields} />
    </RulesSection>
  );
}
