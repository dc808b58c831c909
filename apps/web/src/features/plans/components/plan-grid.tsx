import type { Plan } from '@jornada/shared/api/plans';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatMonthlyPrice, formatUserLimit } from '../utils/format-plan';
import { PlanFeatures } from './plan-features';

/** Plan cards; each button opens the sign-up form with the plan preselected (/register?plan=ID). */
export function PlanGrid({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <Card className="flex h-full flex-col gap-4 p-6">
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatMonthlyPrice(plan.price_monthly_cents)}</p>
              <p className="text-sm text-slate-600">{formatUserLimit(plan.user_limit)}</p>
            </div>
            <PlanFeatures features={plan.features} className="flex flex-1 flex-col gap-1.5 text-sm text-slate-700" />
            <Link to={`/register?plan=${plan.id}`} className={buttonClasses('primary', 'md')}>
              Elegir {plan.name}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
