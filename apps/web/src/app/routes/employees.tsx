import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useUser } from '../../features/auth/api/get-user';
import { useCompanyConfig } from '../../features/company-config/api/get-company-config';
import { EmployeesPage } from '../../features/employees/components/employees-page';
import { shiftsQueryKey, useShifts } from '../../features/shifts/api/get-shifts';

/**
 * /employees (company admin: the whole company; manager: their team) and /users (the manager's
 * team, the same screen). The plan's user limit and the shifts come from their own features.
 */
export default function EmployeesRoute() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const config = useCompanyConfig();
  const shifts = useShifts();
  const queryClient = useQueryClient();
  if (!user) return null;
  const isTeam = user.role === 'manager';
  return (
    <EmployeesPage
      user={user}
      title={pathname.startsWith('/users') ? 'Usuarios' : 'Empleados'}
      description={
        isTeam ? 'Los trabajadores que tienes asignados.' : 'Busca, da de alta y gestiona a las personas de tu empresa.'
      }
      userLimit={config.data?.user_limit}
      shifts={shifts.data}
      // Each shift shows how many employees have it.
      onEmployeesChanged={() => void queryClient.invalidateQueries({ queryKey: shiftsQueryKey })}
    />
  );
}
