import { QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlans } from '../api/get-plans';
import { formatMonthlyPrice, formatUserLimit } from '../utils/format-plan';

const skeleton = (
  <div role="status" aria-label="Cargando planes" className="flex flex-col gap-2">
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
  </div>
);

/** The plans a company can be on, as the public site sells them: what the console assigns. */
export function PlansCard() {
  const plans = usePlans();
  return (
    <QueryCard
      titleId="plans-title"
      title="Planes"
      description="Los que ofrece la web pública y asignas a cada empresa desde su ficha. Sus precios y límites se cambian con una migración de la base de datos."
      query={plans}
      loadError={{ title: 'Error al cargar los planes', fallback: 'No se pudieron cargar los planes.' }}
      skeleton={skeleton}
    >
      {(list) => (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {list.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="font-medium text-slate-900 dark:text-white">{plan.name}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {formatMonthlyPrice(plan.price_monthly_cents)} · {formatUserLimit(plan.user_limit)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
