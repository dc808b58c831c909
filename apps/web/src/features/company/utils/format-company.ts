import { type CompanyDetails, subscriptionStatusLabels } from '@jornada/shared/api/company';
import { UNLIMITED_USERS } from '@jornada/shared/api/plans';
import { formatMadridDay } from '../../../lib/madrid-instant-text';

/** The read-only rows of the company card, in display order. */
export function companyFacts(company: CompanyDetails): { label: string; value: string }[] {
  const limit =
    company.plan.user_limit === UNLIMITED_USERS ? 'usuarios ilimitados' : `hasta ${company.plan.user_limit} usuarios`;
  const facts = [
    { label: 'Identificador (schema)', value: company.schema_name },
    { label: 'Plan', value: `${company.plan.name} · ${limit}` },
    { label: 'Suscripción', value: subscriptionStatusLabels[company.subscription_status] },
  ];
  if (company.subscription_status === 'trialing' || company.trial_ends_at) {
    facts.push({ label: 'Fin del periodo de prueba', value: formatMadridDay(company.trial_ends_at) });
  }
  if (company.subscription_ends_at) {
    facts.push({ label: 'Fin de la suscripción', value: formatMadridDay(company.subscription_ends_at) });
  }
  facts.push({ label: 'Alta en Jornada', value: formatMadridDay(company.created_at) });
  return facts;
}
