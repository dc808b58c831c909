import { homeByRole } from '@jornada/shared/navigation';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUser } from '../../../features/auth/api/get-user';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

/**
 * Forced change after logging in with a temporary password (check-default-password said so). Opened
 * directly with a personal password (the session's must_change_password is false), it is a plain change.
 */
export default function CompanyConfirmPasswordChangeRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const isTemporary = user?.must_change_password === true;
  return (
    <div className="mx-auto w-full max-w-lg">
      <Card>
        <CardHeader>
          <CardTitle>Cambia tu contraseña</CardTitle>
          {!isTemporary && <CardDescription>Escribe tu contraseña actual y la nueva.</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {isTemporary && (
            <Alert variant="warning" title="Estás usando una contraseña temporal">
              Te dimos esta contraseña para el primer acceso. Por seguridad, elige ahora una contraseña personal que
              solo conozcas tú.
            </Alert>
          )}
          <ChangePasswordForm
            submitLabel="Guardar nueva contraseña"
            onSuccess={(message) => {
              toast({ title: 'Contraseña actualizada', description: message, variant: 'success' });
              void navigate(user ? homeByRole[user.role] : '/', { replace: true });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
