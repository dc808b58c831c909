import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { ChangePasswordForm } from './change-password-form';

/** The settings pages' password card (/settings, /gestoria/configuracion): current and new password. */
export function PasswordCard() {
  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">Contraseña</CardTitle>
        <CardDescription>Escribe tu contraseña actual y la nueva. Se cerrarán tus otras sesiones.</CardDescription>
      </CardHeader>
      <CardContent className="max-w-md">
        <ChangePasswordForm
          onSuccess={(message) => toast({ title: 'Contraseña actualizada', description: message, variant: 'success' })}
        />
      </CardContent>
    </Card>
  );
}
