import type { Workshift } from '@jornada/shared/api/workshift';
import { can } from '@jornada/shared/permissions';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useUser } from '../../features/auth/api/get-user';
import { getEmployeeWorkshiftsQueryOptions } from '../../features/employees/api/get-employee-workshifts';
import { getEmployeesQueryOptions } from '../../features/employees/api/get-employees';
import { CorrectionForm, type CorrectionSubject } from '../../features/petitions/components/correction-form';
import { parsePetitionId } from '../../features/petitions/utils/petition-search';
import { useForgottenWorkshifts } from '../../features/workshift/api/get-forgotten-workshifts';
import { getMonthHistoryQueryOptions } from '../../features/workshift/api/get-workshift-history';
import { addMonths, madridMonth } from '../../features/workshift/utils/month';
import { reachesOthers } from '../../lib/permissions';

/** How far back a shift can be picked from the list (a linked one may be older). */
const MONTHS_SHOWN = 2;

/**
 * /petitions/create/workshift-correction[?workshift_id=[&employee_id=]]: my recent shifts for the form.
 * A manager or admin arriving from a forgotten clock-out (the email, the home panel) or from an
 * employee's details (which names the employee) gets that worker's shift preselected instead, as a
 * proposal the worker must accept.
 */
export default function CreateCorrectionRoute() {
  const { data: user } = useUser();
  const [searchParams] = useSearchParams();
  const preselectedId = parsePetitionId(searchParams.get('workshift_id'));
  const latest = madridMonth(new Date());
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => addMonths(latest, -i));
  // A company admin does not clock (no read:own-workshift): only other people's shifts are theirs to fix.
  const hasOwnShifts = user ? can(user.role, 'read:own-workshift') : false;
  const history = useQueries({
    queries: months.map((month) => ({ ...getMonthHistoryQueryOptions(month), enabled: hasOwnShifts })),
  });
  const isHistoryLoading = !user || (hasOwnShifts && history.some((query) => query.isPending));
  const isHistoryError = history.some((query) => query.isError && !query.data);
  const shifts: Workshift[] = history.flatMap((query) => query.data ?? []);

  const isMine = shifts.some((shift) => shift.id === preselectedId);
  // A manager proposes for their team, an admin for anyone in the company; a worker only for themselves.
  const canProposeForOthers = reachesOthers(user, 'create:petition');
  const needsOther = preselectedId !== null && !isHistoryLoading && !isMine && canProposeForOthers;
  // Whose shift: named in the link (the employee's details), or found among the forgotten clock-outs.
  const linkedEmployeeId = parsePetitionId(searchParams.get('employee_id'));
  const forgotten = useForgottenWorkshifts({ isEnabled: needsOther && linkedEmployeeId === null });
  const team = useQuery({ ...getEmployeesQueryOptions('active'), enabled: needsOther && linkedEmployeeId !== null });
  const linkedEmployee = team.data?.find((employee) => employee.id === linkedEmployeeId);
  const forgottenEntry = forgotten.data?.find((row) => row.workshift_id === preselectedId);
  const entry = !needsOther
    ? undefined
    : linkedEmployee
      ? { user_id: linkedEmployee.id, user_name: linkedEmployee.name }
      : forgottenEntry;
  const employeeShifts = useQuery({
    ...getEmployeeWorkshiftsQueryOptions(entry?.user_id ?? 0),
    enabled: entry !== undefined,
  });
  const otherShift = employeeShifts.data?.find((shift) => shift.id === preselectedId);
  const subject: CorrectionSubject | null = entry && otherShift ? { shift: otherShift, name: entry.user_name } : null;
  const isLookingUp = linkedEmployeeId === null ? forgotten.isPending : team.isPending;
  const isResolvingOther = needsOther && (isLookingUp || (entry !== undefined && employeeShifts.isPending));

  return (
    <CorrectionForm
      shifts={shifts}
      isLoading={isHistoryLoading || isResolvingOther}
      isError={isHistoryError}
      onRetry={() => {
        for (const query of history) if (query.isError) void query.refetch();
      }}
      preselectedId={preselectedId}
      subject={subject}
    />
  );
}
