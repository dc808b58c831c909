import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { LoginForm } from '../../../features/auth/components/login-form';

// Only terminals use it: its own chunk, loaded for /login?mode=pos.
const PosLoginPage = lazy(async () => ({
  default: (await import('../../../features/pos-kiosk/components/pos-login-page')).PosLoginPage,
}));

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('mode') === 'pos') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <PosLoginPage />
      </Suspense>
    );
  }
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Iniciar sesión</CardTitle>
          <CardDescription>Accede a tu registro de jornada.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
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
