import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { NumberField, SectionTitle, SwitchRow } from './time-rules-parts';

export type SwitchRule = 'break_included' | 'break_obligatory' | 'allows_remote_work';

/** One numeric rule as the form shows it: its input's id, label, unit and bounds. */
export interface NumberRuleField {
  name: NumberRule;
  id: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  hint?: string;
}

/** A titled group of rules; the title names the section for screen readers. */
export function RulesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <SectionTitle>
        <span id={id}>{title}</span>
      </SectionTitle>
      {children}
    </section>
  );
}

/** A yes/no rule as a switch row. */
export function RuleSwitch({
  form,
  name,
  id,
  label,
  description,
}: {
  form: TimeRulesForm;
  name: SwitchRule;
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
          checked={field.value === true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** Numeric rules, two to a row from the small breakpoint up. */
export function RuleNumbers({
  form,
  registerNumber,
  fields,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
  fields: readonly NumberRuleField[];
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, ...field }) => (
        <NumberField key={name} {...field} error={errors[name]?.message} registration={registerNumber(name)} />
      ))}
    </div>
  );
}
