import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useCompanyUpdate } from '../hooks/use-company-update';
import { planLimitWarning } from '../utils/company-labels';
import { CompanyActionCard } from './company-action-card';
import { CompanyPlanSelect, type CompanyPlansState } from './company-plan-select';

/** Moves the company to another plan; its user limit becomes the new plan's. */
export function CompanyPlanForm({ company, plans }: { company: AdminCompanyDetails; plans: CompanyPlansState }) {
  const [planId, setPlanId] = useState(String(company.plan.id));
  const update = useCompanyUpdate(company.id);
  const chosen = plans.data?.find((plan) => String(plan.id) === planId);
  const warning = chosen && chosen.id !== company.plan.id ? planLimitWarning(company.users, chosen) : null;
  const isUnchanged = planId === String(company.plan.id);
  return (
    <CompanyActionCard
      id="company-plan"
      title="Plan"
      description="El límite de usuarios pasa a ser el del plan elegido."
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isUnchanged) update.save({ plan_id: Number(planId) }, { success: 'Plan cambiado' });
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FormField id="company-plan-select" label="Plan de la empresa">
              <CompanyPlanSelect
                id="company-plan-select"
                plans={plans}
                current={company.plan}
                value={planId}
                onChange={(event) => setPlanId(event.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" variant="outline" isLoading={update.isPending} disabled={isUnchanged}>
            Cambiar plan
          </Button>
        </div>
        {warning && <Alert variant="warning">{warning}</Alert>}
        {plans.isError && !plans.data && (
          <Button variant="link" className="self-start" onClick={plans.onRetry}>
            Volver a cargar los planes
          </Button>
        )}
      </form>
    </CompanyActionCard>
  );
}
