import type { QueryClient } from '@tanstack/react-query';

/** Every workshift query starts with 'workshift', so one invalidation refreshes them all (SPEC §4.3). */
export const workshiftKeys = {
  all: ['workshift'] as const,
  current: () => [...workshiftKeys.all, 'current'] as const,
  history: (month: string) => [...workshiftKeys.all, 'history', month] as const,
};

/** Outside the 'workshift' prefix: refreshing the shifts must not re-ask for the status. */
export const workshiftStatusKey = ['workshift-status'] as const;

/** Mutation key of the clock actions, so polling can pause while one is in flight. */
export const workshiftActionMutationKey = ['workshift-action'] as const;

/**
 * Refreshes every cached shift. Skipped while a clock action is in flight (when `isDeferrable`): the
 * action refreshes them itself once it settles, and an earlier answer would undo its optimistic state.
 */
export function invalidateWorkshifts(queryClient: QueryClient, { isDeferrable = false } = {}): void {
  if (isDeferrable && queryClient.isMutating({ mutationKey: workshiftActionMutationKey }) > 0) return;
  void queryClient.invalidateQueries({ queryKey: workshiftKeys.all });
}
