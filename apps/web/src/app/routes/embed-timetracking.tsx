import { can } from '@jornada/shared/permissions';
import { Alert } from '../../components/ui/alert';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { EmbedSessionGate } from '../../features/embed/components/embed-session-gate';
import { useEmbedSession } from '../../features/embed/hooks/use-embed-session';
import { useHostBridge } from '../../features/embed/hooks/use-host-bridge';
import { useVacationToday } from '../../features/vacations/api/get-vacation-today';
import { startConfirmationFor } from '../../features/vacations/utils/start-confirmation';
import { WorkshiftHome } from '../../features/workshift/components/workshift-home';

/** The home's time card, with the same rules: the company's breaks and workday, days off ask first. */
function TimeCard({ userId, schemaName }: { userId: number; schemaName: string | null }) {
  const config = useCompanyConfig();
  const today = useVacationToday({ isEnabled: true });
  return (
    <WorkshiftHome
      userId={userId}
      schemaName={schemaName}
      variant="widget"
      config={config.data}
      startConfirmation={startConfirmationFor(today.data)}
    />
  );
}

/**
 * /embed/employee-widget/timetracking (SPEC §2.7, §7): the 'Control Horario' widget for a host app —
 * the login form, or the time card with the logout button — speaking the host protocol all along.
 */
export default function EmbedTimetrackingRoute() {
  const session = useEmbedSession();
  useHostBridge(session.state, { onLogin: session.login, onLogout: session.logout });
  return (
    <EmbedSessionGate
      session={session}
      title="Control Horario"
      loginDescription="Inicia sesión para fichar tu jornada."
    >
      {(user) =>
        can(user.role, 'clock:workshift') ? (
          <TimeCard userId={user.id} schemaName={user.schema_name} />
        ) : (
          <Alert variant="info" title="Sin registro de jornada">
            Tu perfil no ficha: el control horario es para trabajadores y managers.
          </Alert>
        )
      }
    </EmbedSessionGate>
  );
}
