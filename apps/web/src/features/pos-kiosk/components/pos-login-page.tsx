import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePosAutoLogin } from '../hooks/use-pos-auto-login';
import type { PosLoginState } from '../hooks/use-pos-session';
import { PosLoginForm } from './pos-login-form';

/**
 * /login?mode=pos (also /pos and /pos-login): activates a shared terminal with its identifier and
 * PIN. A terminal already activated in this browser goes straight to its kiosk (SPEC §4.4).
 */
export function PosLoginPage() {
  const autoLogin = usePosAutoLogin();
  const endReason = (useLocation().state as PosLoginState | null)?.posEndReason;
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Terminal POS</CardTitle>
          <CardDescription>Activa el terminal de fichaje compartido de tu empresa.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {autoLogin === 'checking' ? (
            <p role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-slate-600">
              <Spinner size="sm" />
              Conectando el terminal...
            </p>
          ) : (
            <>
              {endReason && (
                <Alert variant="warning" title="El terminal se ha desconectado">
                  {endReason}
                </Alert>
              )}
              <PosLoginForm />
            </>
          )}
          <p className="text-center text-sm text-slate-600">
            ¿Vas a fichar con tu cuenta?{' '}
            <Link to="/login" className="font-semibold text-teal-700 hover:underline">
              Iniciar sesión
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
