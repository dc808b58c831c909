import { can } from '@jornada/shared/permissions';
import { useMemo } from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { useUser } from '../../features/auth/api/get-user';
import { useEmployees } from '../../features/employees/api/get-employees';
import { ReportsPage } from '../../features/reports/components/reports-page';
import { useWorkCentres } from '../../features/work-centres/api/get-work-centres';
import { reachesTeamOnly } from '../../lib/permissions';

/**
 * /workshift-reports (SPEC §2.3, every logged-in role). The register reaches what the role does: a
 * company admin everyone, a manager the team and themself, a worker their own days (no filter).
 */
export default function WorkshiftReportsRoute() {
  const { data: user } = useUser();
  const role = user?.role;
  const hasFilter = can(role, 'read:employee');
  const employees = useEmployees('active', { isEnabled: hasFilter });
  // The centre filter: only where the company has several (and the role may read them).
  const centres = useWorkCentres({ isEnabled: can(role, 'read:work-centre') });
  const centreOptions =
    (centres.data?.length ?? 0) > 1 ? (centres.data ?? []).map(({ id, name }) => ({ id, name })) : null;
  const options = useMemo(() => {
    const list = (employees.data ?? []).map(({ id, name }) => ({ id, name }));
    // A team (a manager's list) leaves out its manager, whose own register is in reach too.
    const isTeam = reachesTeamOnly(user, 'read:employee');
    if (user && isTeam && !list.some((e) => e.id === user.id)) list.push({ id: user.id, name: user.name });
    return list.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [employees.data, user]);

  if (!user) return null;
  if (!can(role, 'read:register')) {
    return (
      <ComingSoon
        title="Informes de jornada"
        description="El registro de jornada es de cada empresa: lo consultan su administrador, sus managers y sus trabajadores."
      />
    );
  }
  return (
    <ReportsPage
      employees={hasFilter ? { options, isLoading: employees.isPending } : null}
      centres={centreOptions}
      canManageInspectorLinks={can(role, 'manage:inspector-link')}
      canSettleOvertime={can(role, 'manage:overtime-settlement')}
    />
  );
}
