import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { CompanyAdminsCard } from './company-admins-card';
import { CompanyDetailsCard } from './company-details-card';
import { CompanyGestoriaForm } from './company-gestoria-form';
import { CompanyNameForm } from './company-name-form';
import { CompanyPlanForm } from './company-plan-form';
import type { CompanyPlansState } from './company-plan-select';
import { CompanyStateCard } from './company-state-card';
import { CompanyTrialForm } from './company-trial-form';

export function CompanyDetailsSkeleton() {
  return (
    <div role="status" aria-label="Cargando datos de la empresa" className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/**
 * /companies/:companyId, 'Datos': what the company is (facts, admins) beside what the platform can
 * change (access, plan, trial, gestoría, name), each change its own small form.
 */
export function CompanyDetailsPage({ company, plans }: { company: AdminCompanyDetails; plans: CompanyPlansState }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <CompanyDetailsCard company={company} />
        <CompanyAdminsCard admins={company.admins} />
      </div>
      <section aria-labelledby="company-actions-title" className="flex flex-col gap-4">
        <h2 id="company-actions-title" className="sr-only">
          Cambios en la empresa
        </h2>
        <CompanyStateCard company={company} />
        <CompanyPlanForm company={company} plans={plans} />
        {/* Only a trialing subscription ends with its trial; for any other the date changes nothing. */}
        {company.subscription_status === 'trialing' && <CompanyTrialForm company={company} />}
        <CompanyGestoriaForm company={company} />
        <CompanyNameForm company={company} />
      </section>
    </div>
  );
}
