import { ADMIN_MAX_TRIAL_DAYS, ADMIN_NAME_MAX_LENGTH } from '@jornada/shared/api/admin';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import type { CompanyCreateFormInput } from '../utils/company-create-values';
import { CompanyGestoriaSelect } from './company-gestoria-select';
import { CompanyPlanSelect, type CompanyPlansState } from './company-plan-select';

interface FieldsProps {
  register: UseFormRegister<CompanyCreateFormInput>;
  errors: FieldErrors<CompanyCreateFormInput>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">{title}</legend>
      {children}
    </fieldset>
  );
}

export function CompanyIdentityFields({ register, errors }: FieldsProps) {
  return (
    <Section title="Empresa">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <InputField
          id="new-company-name"
          label="Nombre"
          autoComplete="organization"
          maxLength={ADMIN_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          id="new-company-cif"
          label="CIF"
          autoComplete="off"
          placeholder="B12345674"
          error={errors.cif?.message}
          {...register('cif')}
        />
      </div>
    </Section>
  );
}

export function CompanyPlanFields({ register, errors, plans }: FieldsProps & { plans: CompanyPlansState }) {
  const planHint = plans.isError && !plans.data ? 'No se pudieron cargar los planes.' : undefined;
  return (
    <Section title="Plan y prueba">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <FormField id="new-company-plan" label="Plan" hint={planHint} error={errors.plan_id?.message}>
          <CompanyPlanSelect
            id="new-company-plan"
            plans={plans}
            placeholder="Elige un plan"
            aria-invalid={errors.plan_id ? true : undefined}
            aria-describedby={describedBy('new-company-plan', { error: errors.plan_id, hint: planHint })}
            {...register('plan_id')}
          />
        </FormField>
        <InputField
          id="new-company-trial-days"
          label="Días de prueba"
          type="number"
          inputMode="numeric"
          min={1}
          max={ADMIN_MAX_TRIAL_DAYS}
          error={errors.trial_days?.message}
          {...register('trial_days')}
        />
      </div>
    </Section>
  );
}

export function CompanyAdminFields({ register, errors }: FieldsProps) {
  return (
    <Section title="Administrador de la empresa">
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id="new-company-admin-name"
          label="Nombre"
          autoComplete="off"
          maxLength={ADMIN_NAME_MAX_LENGTH}
          error={errors.admin?.name?.message ?? errors.admin?.message}
          {...register('admin.name')}
        />
        <InputField
          id="new-company-admin-email"
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.admin?.email?.message}
          {...register('admin.email')}
        />
      </div>
    </Section>
  );
}

export function CompanyGestoriaField({ register, errors }: FieldsProps) {
  const hint = 'Opcional: la gestoría podrá consultar el registro de la empresa.';
  return (
    <FormField id="new-company-gestoria" label="Gestoría" hint={hint} error={errors.gestoria_id?.message}>
      <CompanyGestoriaSelect
        id="new-company-gestoria"
        aria-invalid={errors.gestoria_id ? true : undefined}
        aria-describedby={describedBy('new-company-gestoria', { error: errors.gestoria_id, hint })}
        {...register('gestoria_id')}
      />
    </FormField>
  );
}
