import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { type ManagersState, useManagers } from '../api/get-managers';
import { EMPLOYEE_TEXTS } from '../utils/employee-toasts';

/** The managers the create and edit dialogs offer; a failed load is told once by toast (not offline). */
export function useManagersState({ isEnabled }: { isEnabled: boolean }): ManagersState {
  const query = useManagers({ isEnabled });

  useEffect(() => {
    if (query.isError && !isNetworkError(query.error)) {
      toast({ title: EMPLOYEE_TEXTS.loadManagersError, description: errorMessage(query.error), variant: 'error' });
    }
  }, [query.isError, query.error]);

  return {
    data: query.data,
    isError: query.isError,
    isPending: query.isPending,
    refetch: () => void query.refetch(),
  };
}
