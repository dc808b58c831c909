import type { Notification } from '@jornada/shared/api/notifications';
import type { SessionUser } from '@jornada/shared/api/session';
import { can } from '@jornada/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionCheck } from '../features/auth/hooks/use-session-check';
import { companyConfigQueryKey } from '../features/company-config/api/get-company-config';
import { useDesktopNotifications } from '../features/notifications/hooks/use-desktop-notifications';
import type { PermissionState } from '../features/notifications/utils/desktop-notifications';
import { usePetitionWatch } from '../features/petitions/hooks/use-petition-watch';
import { workshiftKeys } from '../features/workshift/api/workshift-keys';
import { useWorkshiftQueueReplay } from '../features/workshift/hooks/use-workshift-queue';
import { warmAppShell } from '../lib/app-shell-cache';
import { OPTIMISTIC_SHIFT_ID } from '../lib/clock-queue/optimistic-shift';
import { useLastSessionSnapshot } from '../lib/offline-session';
import { useLiveUpdates } from './live-updates';

/** When the app's files are put aside for offline use (see useOfflineReadiness). */
const WARM_APP_SHELL_DELAY_MS = 10_000;
/** What the home card needs on a reload with no connection, besides the user. */
const offlineSessionKeys = [workshiftKeys.current(), companyConfigQueryKey];
const isOptimisticShift = (data: unknown) => (data as { id?: unknown } | null)?.id === OPTIMISTIC_SHIFT_ID;

/** For offline use: the last known session, the queue of clock taps and the app's files. */
function useOfflineReadiness(user: SessionUser) {
  const queryClient = useQueryClient();
  useLastSessionSnapshot(queryClient, user, offlineSessionKeys, isOptimisticShift);
  useWorkshiftQueueReplay(can(user.role, 'clock:workshift') ? user.id : null);
  useEffect(() => {
    // Well after the page's own downloads and first renders, which on a phone take seconds: the offline
    // copy is for the next visit, this one's first seconds are for what it shows.
    const timer = setTimeout(() => void warmAppShell(), WARM_APP_SHELL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * What a logged-in page keeps doing in the background and shows nothing of: the periodic session check,
 * the offline readiness, the event stream, the petition watch and the desktop notifications. The layout
 * mounts it once its first screen is painted (docs/spec-deviations.md).
 */
export function LayoutBackground({
  user,
  hasPetitions,
  onPetitionsChanged,
  notifications,
  notificationPermission,
  onOpenNotification,
}: {
  user: SessionUser;
  hasPetitions: boolean;
  onPetitionsChanged: () => void;
  notifications: Notification[] | undefined;
  notificationPermission: PermissionState;
  onOpenNotification: (item: Notification) => void;
}) {
  useSessionCheck({ isEnabled: true });
  useOfflineReadiness(user);
  useLiveUpdates(user);
  usePetitionWatch({ isEnabled: hasPetitions, onChange: onPetitionsChanged });
  useDesktopNotifications({ notifications, permission: notificationPermission, onOpen: onOpenNotification });
  return null;
}
