import type { SessionUser } from '@jornada/shared/api/session';
import { can } from '@jornada/shared/permissions';
import { Alert } from '../../components/ui/alert';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { EmbedSessionGate } from '../../features/embed/components/embed-session-gate';
import { useEmbedSession } from '../../features/embed/hooks/use-embed-session';
import { EmployeesPage } from '../../features/employees/components/employees-page';
import { useShifts } from '../../features/shifts/api/get-shifts';
import { reachesTeamOnly } from '../../lib/permissions';

function EmployeeList({ user }: { user: SessionUser }) {
  const config = useCompanyConfig();
  const shifts = useShifts();
  return (
    <EmployeesPage
      user={user}
      title="Empleados"
      description={
        reachesTeamOnly(user, 'read:employee')
          ? 'Los trabajadores que tienes asignados.'
          : 'Las personas de tu empresa.'
      }
      userLimit={config.data?.user_limit}
      shifts={shifts.data}
    />
  );
}

/**
 * /embed/employee-widget/iframe (SPEC §2.7): the employee list of the logged-in company admin or
 * manager, with the logout button; the simple login form otherwise.
 */
export default function EmbedEmployeeListRoute() {
  const session = useEmbedSession();
  return (
    <EmbedSessionGate
      session={session}
      title="Empleados"
      headerTitle={(user) => user.company_name ?? 'Jornada'}
      loginDescription="Inicia sesión para ver a tu equipo."
    >
      {(user) =>
        can(user.role, 'read:employee') ? (
          <EmployeeList user={user} />
        ) : (
          <Alert variant="info" title="Sin acceso a la lista">
            La lista de empleados es para administradores de empresa y managers.
          </Alert>
        )
      }
    </EmbedSessionGate>
  );
}
