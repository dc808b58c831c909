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
import { useClientCompanies } from '../../features/gestoria-portal/api/get-client-companies';
import { PlatformMfaGate } from '../../features/mfa/components/platform-mfa-gate';
import { useRecentNotifications } from '../../features/notifications/api/get-recent-notifications';
import { useMarkNotificationRead } from '../../features/notifications/api/mark-notification-read';
import { notificationKeys } from '../../features/notifications/api/notification-keys';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationPermissionPrompt } from '../../features/notifications/components/notification-permission-prompt';
import { useNotificationPermission } from '../../features/notifications/hooks/use-notification-permission';
import { unreadCount } from '../../features/notifications/utils/desktop-notifications';
import { usePendingCount } from '../../features/petitions/api/get-pending-count';
import { AppShell } from '../../features/shell/components/app-shell';
import { vacationKeys } from '../../features/vacations/api/vacation-keys';
import { invalidateWorkshifts } from '../../features/workshift/api/workshift-keys';
import { useHasPainted } from '../../lib/use-has-painted';
import { LayoutBackground } from '../layout-background';

/**
 * Only a gestoría's users see it, and its menu (Radix's dropdown, with its positioning code) would
 * otherwise be in every logged-in page's first download: a file of its own, loaded when it renders.
 */
const GestoriaShell = lazy(() =>
  import('../../features/shell/components/gestoria-shell').then((module) => ({ default: module.GestoriaShell })),
);

/** Everything a logged-in page sits in: the shell, its background work (LayoutBackground) and shell-style toasts. */
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
  // Background work starts once the first screen is painted, not in the same long task as its render.
  const hasPainted = useHasPainted();

  // A decision or a new petition also changes the notifications, a corrected shift and the days off.
  const onPetitionsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
    invalidateWorkshifts(queryClient, { isDeferrable: true });
  }, [queryClient]);

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

  useEffect(() => {
    toastStore.configure(shellToastConfig);
    return () => toastStore.configure(publicToastConfig);
  }, []);

  const onLogout = () => logout.mutate();
  const background = hasPainted && (
    <LayoutBackground
      user={user}
      hasPetitions={hasPetitions}
      onPetitionsChanged={onPetitionsChanged}
      notifications={notifications.data}
      notificationPermission={notificationPermission.permission}
      onOpenNotification={openNotification}
    />
  );
  if (isGestoria) {
    return (
      <GestoriaShell
        user={user}
        gestoriaName={miGestoria.data?.name}
        clients={clients.data}
        isLoggingOut={logout.isPending || logout.isSuccess}
        onLogout={onLogout}
      >
        {background}
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
      {background}
      <PlatformMfaGate isPlatformAdmin={user.role === 'navegatel'}>{children}</PlatformMfaGate>
    </AppShell>
  );
}
