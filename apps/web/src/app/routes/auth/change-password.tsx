import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUser } from '../../../features/auth/api/get-user';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

/** Logged in: change your own password. Logged out: how to get a reset link instead. */
export default function ChangePasswordRoute() {
  const { data: user } = useUser();
  if (!user) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader>
            <CardTitle>Cambiar contraseña</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Alert variant="info">
              Para cambiar la contraseña tienes que haber iniciado sesión. Si no la recuerdas, te enviamos un enlace por
              email para elegir una nueva.
            </Alert>
            <Link to="/forgot-password" className={buttonClasses('primary', 'lg')}>
              He olvidado mi contraseña
            </Link>
            <Link to="/login" className={buttonClasses('outline', 'lg')}>
              Iniciar sesión
            </Link>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }
  return (
    <div className="mx-auto w-full max-w-lg">
      <Card>
        <CardHeader>
          <CardTitle>Cambiar contraseña</CardTitle>
          <CardDescription>Escribe tu contraseña actual y la nueva.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm
            onSuccess={(message) =>
              toast({ title: 'Contraseña actualizada', description: message, variant: 'success' })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
