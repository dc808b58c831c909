import type { SessionUser } from '@jornada/shared/api/session';
import { lazy } from 'react';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { RecentTicketsCard } from '../../features/petitions/components/recent-tickets-card';
import { useVacationToday } from '../../features/vacations/api/get-vacation-today';
import { startConfirmationFor } from '../../features/vacations/utils/start-confirmation';
import { ForgottenWorkshiftsPanel } from '../../features/workshift/components/forgotten-workshifts-panel';
import { WorkshiftHome } from '../../features/workshift/components/workshift-home';
import { reachesTeamOnly } from '../../lib/permissions';

/**
 * Worker and manager home: the time-tracking card, with the company's break and workday settings; on
 * an approved day off or a holiday, starting a shift asks first. A manager also sees the team's open
 * shifts and incidencias.
 */
function EmployeeHome({
  userId,
  schemaName,
  isManager,
}: {
  userId: number;
  schemaName: string | null;
  isManager: boolean;
}) {
  const config = useCompanyConfig();
  const today = useVacationToday({ isEnabled: true });
  return (
    <div className="flex flex-col gap-6">
      <WorkshiftHome
        userId={userId}
        schemaName={schemaName}
        config={config.data}
        startConfirmation={startConfirmationFor(today.data)}
      />
      {isManager && (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
          <ForgottenWorkshiftsPanel scope="team" />
          <RecentTicketsCard userId={userId} scope="team" />
        </div>
      )}
    </div>
  );
}

// Each its own chunk: the company users' home never downloads the console or the portal, nor a
// worker's the company dashboard (its reports and date handling).
const CompanyDashboard = lazy(() =>
  import('./company-dashboard').then((module) => ({ default: module.CompanyDashboard })),
);
const NavegatelHome = lazy(() => import('./navegatel-home'));
const GestoriaHome = lazy(() => import('./gestoria-home'));

/** A logged-in user's home at '/' and '/dashboard' (SPEC §2.2, §2.3). */
export default function RoleHome({ user }: { user: SessionUser }) {
  switch (user.role) {
    case 'company':
      return <CompanyDashboard user={user} />;
    case 'navegatel':
      return <NavegatelHome />;
    case 'gestoria':
      return <GestoriaHome />;
    case 'manager':
    case 'worker':
      return (
        <EmployeeHome
          userId={user.id}
          schemaName={user.schema_name}
          isManager={reachesTeamOnly(user, 'read:employee-workshift')}
        />
      );
  }
}
