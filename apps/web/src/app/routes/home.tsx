import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { Spinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { LandingPage } from '../../features/landing/components/landing-page';
import { usePlans } from '../../features/plans/api/get-plans';
import { PlanGrid } from '../../features/plans/components/plan-grid';
import { ForgottenWorkshiftsPanel } from '../../features/workshift/components/forgotten-workshifts-panel';
import { WorkshiftHome } from '../../features/workshift/components/workshift-home';
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

/** Worker and manager home: the time-tracking card, with the company's break and workday settings. */
function EmployeeHome({ isManager }: { isManager: boolean }) {
  const config = useCompanyConfig();
  return (
    <div className="flex flex-col gap-6">
      <WorkshiftHome config={config.data} />
      {isManager && (
        <div className="mx-auto w-full max-w-2xl">
          <ForgottenWorkshiftsPanel scope="team" />
        </div>
      )}
    </div>
  );
}

/** '/': the landing for visitors; for a logged-in user, their role's home (SPEC §2.3). */
export default function HomeRoute() {
  const { data: user } = useUser();
  if (!user) return <LandingPage pricing={<LandingPricing />} />;
  switch (user.role) {
    case 'company':
      return (
        <div className="flex flex-col gap-6">
          <ForgottenWorkshiftsPanel scope="company" />
          <ComingSoon {...roleHomePages.company} />
        </div>
      );
    case 'navegatel':
      return <ComingSoon {...roleHomePages.navegatel} />;
    case 'gestoria':
      return <ComingSoon {...roleHomePages.gestoria} />;
    case 'manager':
    case 'worker':
      return <EmployeeHome isManager={user.role === 'manager'} />;
  }
}
