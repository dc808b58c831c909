import { type Plan, TRIAL_DAYS } from '@jornada/shared/api/plans';
import { Badge } from '../../../components/ui/badge';
import { formatMonthlyPrice, formatUserLimit } from '../utils/format-plan';
import { PlanFeatures } from './plan-features';

/** The plan chosen on the landing page, shown beside the sign-up form. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <section
      aria-label="Plan elegido"
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Plan elegido: <strong className="text-base font-semibold text-slate-900">{plan.name}</strong>
        </p>
        <Badge variant="brand">{TRIAL_DAYS} días de prueba gratis</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {formatMonthlyPrice(plan.price_monthly_cents)} · {formatUserLimit(plan.user_limit)}
      </p>
      <PlanFeatures features={plan.features} className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2" />
    </section>
  );
}
