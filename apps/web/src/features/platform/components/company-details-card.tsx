import type { AdminCompanyDetails } from '@jornada/shared/api/admin';
import { subscriptionStatusLabels } from '@jornada/shared/api/company';
import { regionName } from '@jornada/shared/domain/spain-regions';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatMadridDateTime, formatMadridDay } from '../../../lib/madrid-instant-text';
import { formatTrialEnd, usersSentence } from '../utils/company-format';

/** The read-only facts, in display order; the dates that do not apply are left out. */
function factsOf(company: AdminCompanyDetails): { label: string; value: string; isCode?: boolean }[] {
  const facts = [
    { label: 'CIF', value: company.cif },
    { label: 'Identificador (schema)', value: company.schema_name, isCode: true },
    { label: 'Comunidad autónoma', value: regionName(company.region) },
    { label: 'Plan', value: `${company.plan.name} · ${usersSentence(company.users, company.user_limit)}` },
    { label: 'Suscripción', value: subscriptionStatusLabels[company.subscription_status] },
  ];
  // Only a trialing subscription ends with its trial.
  if (company.subscription_status === 'trialing') {
    facts.push({ label: 'Fin de la prueba', value: formatTrialEnd(company.trial_ends_at) });
  }
  if (company.subscription_ends_at) {
    facts.push({ label: 'Fin de la suscripción', value: formatMadridDay(company.subscription_ends_at) });
  }
  facts.push(
    { label: 'Alta', value: formatMadridDay(company.created_at) },
    {
      label: 'Última actividad',
      value: company.last_activity_at ? formatMadridDateTime(company.last_activity_at) : 'Sin actividad todavía',
    },
  );
  if (company.suspended_at) facts.push({ label: 'Suspendida el', value: formatMadridDateTime(company.suspended_at) });
  return facts;
}

export function CompanyDetailsCard({ company }: { company: AdminCompanyDetails }) {
  return (
    <Card aria-labelledby="company-details-title">
      <CardHeader className="p-5 pb-1">
        <CardTitle id="company-details-title" className="text-base">
          Datos de la empresa
        </CardTitle>
      </CardHeader>
      <CardContent className="p-5 pt-3">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {factsOf(company).map((fact) => (
            <div key={fact.label} className="flex min-w-0 flex-col">
              <dt className="text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd
                className={
                  fact.isCode ? 'font-mono break-all text-slate-900 dark:text-white' : 'text-slate-900 dark:text-white'
                }
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
