import { homeByRole } from '@jornada/shared/navigation';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUser } from '../../../features/auth/api/get-user';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

/** Forced change after logging in with a temporary password (check-default-password said so). */
export default function CompanyConfirmPasswordChangeRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-lg">
      <Card>
        <CardHeader>
          <CardTitle>Cambia tu contraseña</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Alert variant="warning" title="Estás usando una contraseña temporal">
            Te dimos esta contraseña para el primer acceso. Por seguridad, elige ahora una contraseña personal que solo
            conozcas tú.
          </Alert>
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
