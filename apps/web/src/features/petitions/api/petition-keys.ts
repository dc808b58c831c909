import type { PetitionView } from '@jornada/shared/api/petitions';
import type { QueryClient } from '@tanstack/react-query';
import type { StatusFilter } from '../utils/petition-search';

/** Every petitions query starts with 'petitions', so one invalidation refreshes lists, details and counts. */
export const petitionKeys = {
  all: ['petitions'] as const,
  lists: () => [...petitionKeys.all, 'list'] as const,
  list: (view: PetitionView, status: StatusFilter, page: number) =>
    [...petitionKeys.lists(), view, status, page] as const,
  detail: (id: number) => [...petitionKeys.all, 'detail', id] as const,
  pendingCount: () => [...petitionKeys.all, 'pending-count'] as const,
  inboxRecords: () => [...petitionKeys.all, 'registros', 'assigned-to-me'] as const,
  tickets: () => [...petitionKeys.all, 'tickets'] as const,
  /** A decision changes the balance, so it lives under 'petitions' too. */
  balance: (year: number) => [...petitionKeys.all, 'vacation-balance', year] as const,
  holidays: (year: number) => ['holidays', year] as const,
};

/** Outside the 'petitions' prefix: refreshing the lists must not re-ask whether something changed. */
export const petitionWatchKeys = {
  recentUpdates: ['petition-watch', 'recent-updates'] as const,
  newPetitions: ['petition-watch', 'new-petitions'] as const,
};

export function invalidatePetitions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: petitionKeys.all });
}
