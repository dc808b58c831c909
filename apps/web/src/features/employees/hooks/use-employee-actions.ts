import { EMPLOYEE_MESSAGES, type Employee } from '@jornada/shared/api/employees';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useDeleteEmployee } from '../api/delete-employee';
import { useReactivateEmployee } from '../api/reactivate-employee';
import {
  deletedDescription,
  EMPLOYEE_TEXTS,
  isUserLimitError,
  reactivatedDescription,
  serverReason,
} from '../utils/employee-toasts';
import { userLimitBlock } from '../utils/user-limit';

interface EmployeeActionsOptions {
  /** Active employees now (they count against the plan). */
  activeCount: number;
  /** The plan's user limit; undefined while unknown (nothing is blocked then). */
  userLimit: number | undefined;
  /** An employee was removed or came back. */
  onChanged: () => void;
}

/** Deleting and reactivating from the list, with SPEC's toasts; offline errors are told elsewhere. */
export function useEmployeeActions({ activeCount, userLimit, onChanged }: EmployeeActionsOptions) {
  const [reactivatingId, setReactivatingId] = useState<number | null>(null);
  const deletion = useDeleteEmployee();
  const reactivation = useReactivateEmployee();

  /** SPEC §5: checked before any request; true when one more employee fits the plan. */
  const checkUserLimit = () => {
    if (userLimit === undefined) return true;
    const block = userLimitBlock(activeCount, userLimit);
    if (block) toast({ ...block, variant: 'error' });
    return block === null;
  };

  const deleteEmployee = (employee: Employee, onDeleted: () => void) => {
    deletion.mutate(employee.id, {
      onSuccess: (result) => {
        toast({ title: EMPLOYEE_TEXTS.deletedTitle, description: deletedDescription(result.name), variant: 'success' });
        onDeleted();
        onChanged();
      },
      onError: (error) => {
        if (isNetworkError(error)) return;
        const reason = serverReason(error);
        toast({
          title: EMPLOYEE_TEXTS.deleteErrorTitle,
          description: reason
            ? `${EMPLOYEE_TEXTS.deleteErrorDescription}. ${reason}`
            : EMPLOYEE_TEXTS.deleteErrorDescription,
          variant: 'error',
        });
      },
    });
  };

  const reactivate = (employee: Employee) => {
    if (!checkUserLimit()) return;
    setReactivatingId(employee.id);
    reactivation.mutate(employee.id, {
      onSuccess: (result) => {
        toast({
          title: EMPLOYEE_TEXTS.reactivatedTitle,
          description: reactivatedDescription(result.employee.name),
          variant: 'success',
        });
        onChanged();
      },
      onError: (error) => {
        if (isNetworkError(error)) return;
        toast({
          title: isUserLimitError(error) ? EMPLOYEE_MESSAGES.userLimitTitle : EMPLOYEE_TEXTS.reactivateErrorTitle,
          description: errorMessage(error),
          variant: 'error',
        });
      },
      onSettled: () => setReactivatingId(null),
    });
  };

  return { checkUserLimit, deleteEmployee, isDeleting: deletion.isPending, reactivate, reactivatingId };
}
