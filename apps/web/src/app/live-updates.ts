import type { SessionUser } from '@jornada/shared/api/session';
import { canUse } from '@jornada/shared/permissions';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyQueryKey } from '../features/company/api/get-company';
import { companyConfigQueryKey } from '../features/company-config/api/get-company-config';
import { employeeKeys, managersQueryKey } from '../features/employees/api/employee-keys';
import { notificationKeys } from '../features/notifications/api/notification-keys';
import { invalidatePetitions } from '../features/petitions/api/petition-keys';
import { vacationKeys } from '../features/vacations/api/vacation-keys';
import { invalidateWorkshifts } from '../features/workshift/api/workshift-keys';
import type { LiveEvent } from '../lib/live-events/live-event-types';
import { useLiveEvents, useLiveEventsConnection } from '../lib/live-events/use-live-events';

/** The company dashboard's staff list (features/dashboard): who is working changes with every clock action. */
const dashboardKey = ['dashboard'] as const;

/**
 * Who gets a stream: a session the server streams to ('read:own-events', which restricted mode takes
 * away) in a company (the platform and gestoría users hear no company's events). The kiosk and the
 * embeds have no shell, so they never get here and keep SPEC's polls.
 */
export function hasLiveEvents(user: SessionUser): boolean {
  return user.company_id !== null && canUse(user, 'read:own-events');
}

/**
 * What an event makes this tab refetch: the queries of its topic (events carry ids, never data).
 * Only active queries refetch now; the others are marked stale for their next use.
 */
export function refreshForEvent(queryClient: QueryClient, event: LiveEvent, viewerId: number): void {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.topic) {
    case 'workshift':
      // Skipped while one of my own clock actions is in flight: it refreshes them itself when it settles.
      if (event.userId === null || event.userId === viewerId) invalidateWorkshifts(queryClient, { isDeferrable: true });
      if (event.userId !== null) {
        invalidate(employeeKeys.currentWorkshift(event.userId));
        invalidate(employeeKeys.workshifts(event.userId));
      }
      invalidate(dashboardKey);
      return;
    case 'petitions':
      invalidatePetitions(queryClient);
      // A decided vacation changes the days off.
      invalidate(vacationKeys.all);
      return;
    case 'notifications':
      invalidate(notificationKeys.all);
      return;
    case 'employees':
      invalidate(employeeKeys.all);
      invalidate(managersQueryKey);
      invalidate(dashboardKey);
      return;
    case 'config':
      invalidate(companyConfigQueryKey);
      invalidate(companyQueryKey);
      return;
    case 'reset':
      // Too long away to replay what was missed: refetch everything shown.
      void queryClient.invalidateQueries();
      return;
    case 'test':
      return;
  }
}

/** This browser's stream while the user is logged in, and the refetches its events call for. */
export function useLiveUpdates(user: SessionUser) {
  const queryClient = useQueryClient();
  useLiveEventsConnection(hasLiveEvents(user) ? user.id : null);
  const onEvent = useCallback(
    (event: LiveEvent) => refreshForEvent(queryClient, event, user.id),
    [queryClient, user.id],
  );
  useLiveEvents(onEvent);
}
