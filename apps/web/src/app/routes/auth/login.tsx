import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { LoginForm } from '../../../features/auth/components/login-form';
import { normalizePath } from '../../route-decision';

// Only terminals use them, each its own chunk: the POS login (/login?mode=pos) and the kiosk
// (/pos-dashboard, routed here so the router, part of the landing's first download, names no other chunk).
const PosLoginPage = lazy(async () => ({
  default: (await import('../../../features/pos-kiosk/components/pos-login-page')).PosLoginPage,
}));
const KioskScreen = lazy(async () => ({
  default: (await import('../../../features/pos-kiosk/components/kiosk-screen')).KioskScreen,
}));

function UserLogin() {
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

/** /login, /login?mode=pos (SPEC §2.7 POS login) and /pos-dashboard (the POS kiosk). */
export default function LoginRoute() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  if (normalizePath(pathname) === '/pos-dashboard') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <KioskScreen />
      </Suspense>
    );
  }
  if (searchParams.get('mode') === 'pos') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <PosLoginPage />
      </Suspense>
    );
  }
  return <UserLogin />;
}
