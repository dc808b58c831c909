import { can } from '@jornada/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useUser } from '../../features/auth/api/get-user';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { EmployeesPage } from '../../features/employees/components/employees-page';
import { shiftsQueryKey, useShifts } from '../../features/shifts/api/get-shifts';
import { useWorkCentres, workCentresQueryKey } from '../../features/work-centres/api/get-work-centres';
import { reachesTeamOnly } from '../../lib/permissions';

/**
 * /employees (company admin: the whole company; manager: their team) and /users (the manager's
 * team, the same screen). The plan's user limit, the shifts and the work centres come from their own
 * features.
 */
export default function EmployeesRoute() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const config = useCompanyConfig();
  const shifts = useShifts();
  // Only the admin changes an employee's centre; nobody else needs the list here.
  const centres = useWorkCentres({ isEnabled: can(user?.role, 'manage:work-centre') });
  const queryClient = useQueryClient();
  if (!user) return null;
  const isTeam = reachesTeamOnly(user, 'read:employee');
  return (
    <EmployeesPage
      user={user}
      title={pathname.startsWith('/users') ? 'Usuarios' : 'Empleados'}
      description={
        isTeam ? 'Los trabajadores que tienes asignados.' : 'Busca, da de alta y gestiona a las personas de tu empresa.'
      }
      userLimit={config.data?.user_limit}
      shifts={shifts.data}
      centres={centres.data}
      // Each shift and each centre shows how many employees it has.
      onEmployeesChanged={() => {
        void queryClient.invalidateQueries({ queryKey: shiftsQueryKey });
        void queryClient.invalidateQueries({ queryKey: workCentresQueryKey });
      }}
    />
  );
}
