import type { Notification } from '@jornada/shared/api/notifications';
import type { SessionUser } from '@jornada/shared/api/session';
import { homeByRole } from '@jornada/shared/navigation';
import { can, canUse } from '@jornada/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { publicToastConfig, shellToastConfig, toastStore } from '../../components/ui/toast/toast-store';
import { useMiGestoria } from '../../features/auth/api/get-mi-gestoria';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { companyConfigQueryKey } from '../../features/company-config/api/get-company-config';
import { useClientCompanies } from '../../features/gestoria-portal/api/get-client-companies';
import { PlatformMfaGate } from '../../features/mfa/components/platform-mfa-gate';
import { useRecentNotifications } from '../../features/notifications/api/get-recent-notifications';
import { useMarkNotificationRead } from '../../features/notifications/api/mark-notification-read';
import { notificationKeys } from '../../features/notifications/api/notification-keys';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationPermissionPrompt } from '../../features/notifications/components/notification-permission-prompt';
import { useDesktopNotifications } from '../../features/notifications/hooks/use-desktop-notifications';
import { useNotificationPermission } from '../../features/notifications/hooks/use-notification-permission';
import { unreadCount } from '../../features/notifications/utils/desktop-notifications';
import { usePendingCount } from '../../features/petitions/api/get-pending-count';
import { usePetitionWatch } from '../../features/petitions/hooks/use-petition-watch';
import { AppShell } from '../../features/shell/components/app-shell';
import { vacationKeys } from '../../features/vacations/api/vacation-keys';
import { invalidateWorkshifts, workshiftKeys } from '../../features/workshift/api/workshift-keys';
import { useWorkshiftQueueReplay } from '../../features/workshift/hooks/use-workshift-queue';
import { warmAppShell } from '../../lib/app-shell-cache';
import { OPTIMISTIC_SHIFT_ID } from '../../lib/clock-queue/optimistic-shift';
import { useLastSessionSnapshot } from '../../lib/offline-session';
import { useLiveUpdates } from '../live-updates';

/**
 * Only a gestoría's users see it, and its menu (Radix's dropdown, with its positioning code) would
 * otherwise be in every logged-in page's first download: a file of its own, loaded when it renders.
 */
const GestoriaShell = lazy(() =>
  import('../../features/shell/components/gestoria-shell').then((module) => ({ default: module.GestoriaShell })),
);

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

/** Everything a logged-in page sits in: the shell, the periodic session check and shell-style toasts. */
export default function AuthenticatedLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Which shell: the gestoría's is its own kind of account, not a set of permissions.
  const isGestoria = user.role === 'gestoria';
  // SPEC §6: only company, manager and worker read petitions (and so load the sidebar inbox); a company
  // admin in restricted mode has none (the server answers 402).
  const hasPetitions = canUse(user, 'read:petition');
  const pending = usePendingCount({ userId: user.id, isEnabled: hasPetitions });
  const miGestoria = useMiGestoria({ isEnabled: can(user.role, 'read:gestoria') });
  // The gestoría's menu lists its clients: the same query as the home's cards.
  const clients = useClientCompanies({ isEnabled: can(user.role, 'read:client-company') });
  useSessionCheck({ isEnabled: true });
  useOfflineReadiness(user);
  useLiveUpdates(user);

  // A decision or a new petition also changes the notifications, a corrected shift and the days off.
  const onPetitionsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
    invalidateWorkshifts(queryClient, { isDeferrable: true });
  }, [queryClient]);
  usePetitionWatch({ isEnabled: hasPetitions, onChange: onPetitionsChanged });

  const notifications = useRecentNotifications({ isEnabled: hasPetitions });
  const notificationPermission = useNotificationPermission();
  const markRead = useMarkNotificationRead();
  const openNotification = useCallback(
    (item: Notification) => {
      if (!item.read) markRead.mutate(item.id);
      if (item.link) navigate(item.link);
    },
    [markRead, navigate],
  );
  useDesktopNotifications({
    notifications: notifications.data,
    permission: notificationPermission.permission,
    onOpen: openNotification,
  });

  useEffect(() => {
    toastStore.configure(shellToastConfig);
    return () => toastStore.configure(publicToastConfig);
  }, []);

  const onLogout = () => logout.mutate();
  if (isGestoria) {
    return (
      <GestoriaShell
        user={user}
        gestoriaName={miGestoria.data?.name}
        clients={clients.data}
        isLoggingOut={logout.isPending || logout.isSuccess}
        onLogout={onLogout}
      >
        {children}
      </GestoriaShell>
    );
  }
  return (
    <AppShell
      user={user}
      homePath={homeByRole[user.role]}
      pendingCount={pending.count}
      pendingCountError={pending.error}
      headerActions={hasPetitions && <NotificationBell unread={unreadCount(notifications.data)} />}
      banner={
        hasPetitions &&
        notificationPermission.isPromptVisible && (
          <NotificationPermissionPrompt
            onActivate={() => void notificationPermission.request()}
            onDismiss={notificationPermission.dismiss}
          />
        )
      }
      isLoggingOut={logout.isPending || logout.isSuccess}
      onLogout={onLogout}
    >
      {/* The same identity rule as the server's platform MFA check: the platform admin, whatever it may do. */}
      <PlatformMfaGate isPlatformAdmin={user.role === 'navegatel'}>{children}</PlatformMfaGate>
    </AppShell>
  );
}
