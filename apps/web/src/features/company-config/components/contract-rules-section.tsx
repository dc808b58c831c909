import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { type NumberRuleField, RuleNumbers, RuleSwitch, RulesSection } from './rules-section';

const contractFields: readonly NumberRuleField[] = [
  {
    name: 'full_time_weekly_hours',
    id: 'config-full-time-weekly-hours',
    label: 'Jornada completa semanal',
    unit: 'h',
    min: 1,
    max: 40,
    step: 0.5,
    hint: 'Un contrato con menos horas semanales es a tiempo parcial.',
  },
];

/** 'Contratos': the full-time week part-time contracts are measured against, and remote work. */
export function ContractRulesSection({
  form,
  registerNumber,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
}) {
  return (
    <RulesSection id="rules-contracts" title="Contratos">
      <RuleNumbers form={form} registerNumber={registerNumber} fields={contractFields} />
      <RuleSwitch
        form={form}
        name="allows_remote_work"
        id="config-allows-remote-work"
        label="Permitir el teletrabajo"
        description="Los trabajadores eligen «Presencial» o «Teletrabajo» al iniciar la jornada."
      />
    </RulesSection>
  );
}
