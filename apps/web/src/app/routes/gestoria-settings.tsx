import { useMiGestoria } from '../../features/auth/api/get-mi-gestoria';
import { useUser } from '../../features/auth/api/get-user';
import { PasswordCard } from '../../features/auth/components/password-card';
import { GestoriaInfoCard } from '../../features/gestoria-portal/components/gestoria-info-card';
import { GestoriaUsersCard } from '../../features/gestoria-portal/components/gestoria-users-card';
import { MfaCard } from '../../features/mfa/components/mfa-card';
import { OpenSessionsCard } from '../../features/sessions/components/open-sessions-card';

/**
 * /gestoria/configuracion (SPEC §2.3): the firm's data, its users, and the user's own password, two-step
 * verification and open sessions.
 */
export default function GestoriaSettingsRoute() {
  const { data: user } = useUser();
  const gestoria = useMiGestoria({ isEnabled: true });
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Configuración</h1>
      <GestoriaInfoCard query={gestoria} />
      <GestoriaUsersCard selfId={user.id} />
      <PasswordCard />
      <MfaCard account={user.email} />
      <OpenSessionsCard />
    </div>
  );
}
