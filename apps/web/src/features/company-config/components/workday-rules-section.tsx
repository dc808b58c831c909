import { UNLIMITED_USERS } from '@jornada/shared/api/plans';
import type { NumberRule, TimeRulesForm } from '../hooks/use-time-rules-form';
import { userLimitLabel } from '../utils/config-values';
import { type NumberRuleField, RuleNumbers, RulesSection } from './rules-section';

const workdayFields: readonly NumberRuleField[] = [
  {
    name: 'workday_hours',
    id: 'config-workday-hours',
    label: 'Horas de la jornada',
    unit: 'h',
    min: 0.25,
    max: 24,
    step: 0.25,
    hint: 'Con las que se comparan las horas trabajadas de cada día.',
  },
  {
    name: 'forgotten_clockout_hours',
    id: 'config-forgotten-hours',
    label: 'Aviso de olvido de fichar salida',
    unit: 'h',
    min: 1,
    max: 48,
    step: 0.5,
    hint: 'Una jornada abierta más tiempo se marca como olvido de fichar salida.',
  },
];

/** 'Jornada': the day's hours and the forgotten clock-out limit. */
export function WorkdayRulesSection({
  form,
  registerNumber,
}: {
  form: TimeRulesForm;
  registerNumber: (name: NumberRule) => ReturnType<TimeRulesForm['register']>;
}) {
  return (
    <RulesSection id="rules-workday" title="Jornada">
      <RuleNumbers form={form} registerNumber={registerNumber} fields={workdayFields} />
    </RulesSection>
  );
}

/** 'Usuarios': the plan's user limit, shown only (it changes with the plan). */
export function UserLimitSection({ userLimit }: { userLimit: number }) {
  return (
    <RulesSection id="rules-users" title="Usuarios">
      <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800/60">
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200">Límite de usuarios</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">
          <strong className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="user-limit">
            {userLimitLabel(userLimit)}
          </strong>{' '}
          {userLimit === UNLIMITED_USERS ? '' : 'usuarios '}según tu plan
        </span>
      </div>
    </RulesSection>
  );
}
