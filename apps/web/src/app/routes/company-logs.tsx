import { can } from '@jornada/shared/permissions';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { ActivityLogPage } from '../../features/activity-log/components/activity-log-page';
import { useUser } from '../../features/auth/api/get-user';
import { savePendingRoute } from '../../features/auth/utils/pending-route';

const ONLY_ADMINS = 'Solo la administración de la empresa puede consultar su registro de actividad.';

/**
 * /company-logs. SPEC lists it as public and open to every role, but only roles with
 * 'read:activity-log' (the company admin) can read the log; everyone else is told so.
 */
export default function CompanyLogsRoute() {
  const { data: user } = useUser();
  if (user && can(user.role, 'read:activity-log')) return <ActivityLogPage />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Actividad empresa</h1>
      <Alert variant="info" title={user ? 'No tienes acceso a esta sección' : 'Inicia sesión para continuar'}>
        <p>{ONLY_ADMINS}</p>
      </Alert>
      {!user && (
        <Link
          to="/login"
          onClick={() => savePendingRoute('/company-logs')}
          className={`${buttonClasses('primary', 'md')} self-start`}
        >
          Iniciar sesión
        </Link>
      )}
    </div>
  );
}
