import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ActivateAccount } from '../../../features/auth/components/activate-account';

export default function ActivateRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Activar cuenta</CardTitle>
        </CardHeader>
        <CardContent>
          <ActivateAccount token={searchParams.get('token') ?? ''} />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
