import { type LoginRequest, loginRequest } from '@jornada/shared/api/session';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { zodResolver } from '../../../lib/form-resolver';

/**
 * The widgets' simple login form (SPEC §2.7): email and password, both required. The session behind it
 * (and its Spanish error) is the widget's, the same one the host's MAUI_LOGIN uses.
 */
export function EmbedLoginForm({
  title,
  description,
  isPending,
  error,
  onSubmit,
}: {
  title: string;
  description: string;
  isPending: boolean;
  error: string | undefined;
  onSubmit: (values: LoginRequest) => void;
}) {
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          {error && (
            <Alert variant="error" title="Error al iniciar sesión">
              {error}
            </Alert>
          )}
          <InputField
            id="embed-email"
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="tu@empresa.es"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            id="embed-password"
            label="Contraseña"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" isLoading={isPending}>
            {isPending ? 'Autenticando...' : 'Iniciar sesión'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
