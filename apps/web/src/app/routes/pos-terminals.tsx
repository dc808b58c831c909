import { can } from '@jornada/shared/permissions';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { useUser } from '../../features/auth/api/get-user';
import { savePendingRoute } from '../../features/auth/utils/pending-route';
import { useCompany } from '../../features/company/api/get-company';
import { MyPosTerminalsPage } from '../../features/pos-terminals/components/my-pos-terminals-page';
import { PosTerminalsPage } from '../../features/pos-terminals/components/pos-terminals-page';
import { useWorkCentres } from '../../features/work-centres/api/get-work-centres';
import { normalizePath } from '../route-decision';

const ONLY_ADMINS = 'Solo la administración de la empresa puede gestionar sus terminales POS.';

/** The admin's page, with the plan's number of terminals and the centres from their own features. */
function CompanyTerminals({ companyName }: { companyName: string }) {
  const company = useCompany();
  const centres = useWorkCentres();
  return (
    <PosTerminalsPage
      companyName={companyName}
      centres={centres.data}
      terminalLimit={company.data?.plan.max_pos_terminals}
    />
  );
}

/**
 * /pos-terminals and /mis-terminales-pos: one chunk (one lazy route entry less in the landing's
 * router). /mis-terminales-pos (worker, manager; SPEC §2.3): my terminals and my kiosk PIN.
 * /pos-terminals: SPEC lists it as public, but only the company admin ('manage:pos-terminal')
 * manages terminals; a visitor is asked to log in.
 */
export default function PosTerminalsRoute() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  if (normalizePath(pathname) === '/mis-terminales-pos') return <MyPosTerminalsPage />;
  if (user && can(user.role, 'manage:pos-terminal')) return <CompanyTerminals companyName={user.company_name ?? ''} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Terminales POS</h1>
      <Alert variant="info" title={user ? 'No tienes acceso a esta sección' : 'Inicia sesión para continuar'}>
        <p>{ONLY_ADMINS}</p>
      </Alert>
      {!user && (
        <Link
          to="/login"
          onClick={() => savePendingRoute('/pos-terminals')}
          className={`${buttonClasses('primary', 'md')} self-start`}
        >
          Iniciar sesión
        </Link>
      )}
    </div>
  );
}
