import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ResetPassword } from '../../../features/auth/components/reset-password';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Nueva contraseña</CardTitle>
          <CardDescription>Elige la nueva contraseña con la que iniciarás sesión.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPassword token={searchParams.get('token') ?? ''} />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
