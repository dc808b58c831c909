import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const isPosMode = searchParams.get('mode') === 'pos';
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Iniciar sesión</CardTitle>
          <CardDescription>Accede a tu registro de jornada.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {isPosMode && (
            <Alert variant="info" title="Acceso de terminal POS">
              El acceso de terminales POS con identificador y PIN llegará en una próxima versión. Mientras tanto, puedes
              iniciar sesión con tu cuenta de usuario.
            </Alert>
          )}
          <LoginForm />
          <p className="text-center text-sm text-slate-600">
            ¿Tu empresa aún no usa Jornada?{' '}
            <Link to="/register" className="font-semibold text-teal-700 hover:underline">
              Prueba gratis 14 días
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
