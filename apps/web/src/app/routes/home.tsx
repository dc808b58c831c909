import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { Spinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { LandingPage } from '../../features/landing/components/landing-page';
import { usePlans } from '../../features/plans/api/get-plans';
import { PlanGrid } from '../../features/plans/components/plan-grid';
import { roleHomePages } from '../placeholder-pages';

function LandingPricing() {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-sm text-slate-600">
        <Spinner size="sm" /> Cargando planes...
      </div>
    );
  }
  if (plans.isError || plans.data.length === 0) {
    return (
      <p className="text-slate-600">
        No se pudieron cargar los planes.{' '}
        <Link to="/contacto" className="font-medium text-teal-700 underline underline-offset-2">
          Escríbenos
        </Link>{' '}
        y te preparamos una propuesta, o{' '}
        <Link to="/register" className="font-medium text-teal-700 underline underline-offset-2">
          empieza la prueba gratis
        </Link>
        .
      </p>
    );
  }
  return <PlanGrid plans={plans.data} />;
}

/** '/': the landing for visitors; for a logged-in user, their role's home (SPEC §2.3). */
export default function HomeRoute() {
  const { data: user } = useUser();
  if (!user) return <LandingPage pricing={<LandingPricing />} />;
  switch (user.role) {
    case 'company':
      return <ComingSoon {...roleHomePages.company} />;
    case 'navegatel':
      return <ComingSoon {...roleHomePages.navegatel} />;
    case 'gestoria':
      return <ComingSoon {...roleHomePages.gestoria} />;
    case 'manager':
    case 'worker':
      return <ComingSoon {...roleHomePages.employee} />;
  }
}
