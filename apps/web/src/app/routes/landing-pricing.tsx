import { Building2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { CustomPlanForm } from '../../features/contact/components/custom-plan-form';
import { usePlans } from '../../features/plans/api/get-plans';
import { PlanGrid } from '../../features/plans/components/plan-grid';

const CustomPlanDialog = lazy(() =>
  import('../../features/contact/components/custom-plan-dialog').then((module) => ({
    default: module.CustomPlanDialog,
  })),
);

function PlansLoading() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <span className="sr-only">Cargando planes...</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} className="h-96 rounded-2xl" />
      ))}
    </div>
  );
}

/** SPEC §8: when the plans cannot be loaded (after SPEC §7's 3 retries) the custom plan form shows instead. */
function PlansUnavailable() {
  return (
    <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 lg:grid-cols-[2fr_3fr]">
      <div className="flex flex-col gap-3">
        <h3 className="text-xl font-semibold text-slate-900">Te preparamos una propuesta</h3>
        <p className="text-slate-600">
          Ahora mismo no podemos mostrarte los planes. Déjanos tus datos y cuántas personas sois, y te enviamos por
          email el plan y el precio que os corresponden.
        </p>
      </div>
      <CustomPlanForm idPrefix="custom-plan" />
    </div>
  );
}

/** The landing's #pricing content: plans from GET /api/public/subscriptions and the custom plan request. */
export default function LandingPricing() {
  const plans = usePlans();
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const [isCustomRequested, setIsCustomRequested] = useState(false);

  if (plans.isPending) return <PlansLoading />;
  if (plans.isError || plans.data.length === 0) return <PlansUnavailable />;
  return (
    <div className="flex flex-col gap-8">
      <PlanGrid plans={plans.data} />
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Building2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <h3 className="font-semibold text-slate-900">¿Necesitas un plan a medida?</h3>
            <p className="text-sm text-slate-600">
              Para equipos grandes o necesidades especiales, te hacemos una propuesta según vuestro número de
              trabajadores.
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => {
            setIsCustomRequested(true);
            setIsCustomOpen(true);
          }}
        >
          Pedir plan a medida
        </Button>
      </div>
      {isCustomRequested && (
        <Suspense fallback={null}>
          <CustomPlanDialog open={isCustomOpen} onOpenChange={setIsCustomOpen} />
        </Suspense>
      )}
    </div>
  );
}
