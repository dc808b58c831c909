import type { Plan, PlanType } from '@jornada/shared/api/plans';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatPlanPrice, formatUserLimit } from '../utils/format-plan';
import { PlanFeatures } from './plan-features';

/**
 * Plan cards from GET /api/public/subscriptions; each button opens the sign-up form with the plan
 * preselected (/register?plan=ID). `highlight` marks one tier as the suggested one.
 */
export function PlanGrid({ plans, highlight = 'professional' }: { plans: readonly Plan[]; highlight?: PlanType }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {plans.map((plan) => {
        const isHighlighted = plan.type === highlight;
        const nameId = `plan-${plan.id}-name`;
        return (
          <li key={plan.id}>
            <article
              aria-labelledby={nameId}
              className={cn(
                'relative flex h-full flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
                isHighlighted
                  ? 'border-teal-600 ring-1 ring-teal-600 dark:border-teal-400 dark:ring-teal-400'
                  : 'border-slate-200 dark:border-slate-800',
              )}
            >
              {isHighlighted && (
                <p className="absolute -top-3 left-6 rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                  Recomendado
                </p>
              )}
              <div>
                <h3 id={nameId} className="text-lg font-semibold text-slate-900 dark:text-white">
                  {plan.name}
                </h3>
                <p className="mt-2 flex items-baseline gap-1 text-slate-900 dark:text-white">
                  <span className="text-3xl font-bold tracking-tight">{formatPlanPrice(plan.price_monthly_cents)}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">/ mes</span>
                </p>
                <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
                  {formatUserLimit(plan.user_limit)}
                </p>
              </div>
              <PlanFeatures
                features={plan.features}
                className="flex flex-1 flex-col gap-2 text-sm text-slate-700 dark:text-slate-300"
              />
              <Link
                to={`/register?plan=${plan.id}`}
                className={buttonClasses(isHighlighted ? 'primary' : 'outline', 'md')}
              >
                Elegir {plan.name}
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
