import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  const [result, setResult] = useState<{ email: string; message: string } | null>(null);
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Recuperar contraseña</CardTitle>
          {!result && (
            <CardDescription>
              Escribe el email de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {result ? (
            <Alert variant="success" title="Revisa tu correo">
              {result.message}
            </Alert>
          ) : (
            <ForgotPasswordForm onSuccess={setResult} />
          )}
          <Link to="/login" className="text-center text-sm font-medium text-teal-700 hover:underline">
            Volver a iniciar sesión
          </Link>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
