import type { SessionUser } from '@jornada/shared/api/session';
import { homeByRole } from '@jornada/shared/navigation';
import { type ReactNode, useEffect } from 'react';
import { publicToastConfig, shellToastConfig, toastStore } from '../../components/ui/toast/toast-store';
import { useMiGestoria } from '../../features/auth/api/get-mi-gestoria';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { usePendingCount } from '../../features/petitions/api/get-pending-count';
import { AppShell } from '../../features/shell/components/app-shell';
import { GestoriaShell } from '../../features/shell/components/gestoria-shell';

/** Everything a logged-in page sits in: the shell, the periodic session check and shell-style toasts. */
export default function AuthenticatedLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const logout = useLogout();
  const isGestoria = user.role === 'gestoria';
  // SPEC §6: only company, manager and worker load the sidebar inbox.
  const pendingCount = usePendingCount({ isEnabled: user.role !== 'navegatel' && !isGestoria });
  const miGestoria = useMiGestoria({ isEnabled: isGestoria });
  useSessionCheck({ isEnabled: true });

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
      pendingCount={pendingCount}
      isLoggingOut={logout.isPending || logout.isSuccess}
      onLogout={onLogout}
    >
      {children}
    </AppShell>
  );
}
