import { type LoginRequest, loginRequest, SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE } from '@jornada/shared/api/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useLogin } from '../api/login';
import { classifyLoginError } from '../utils/login-error';
import { ActivationPendingAlert } from './activation-pending-alert';
import { LoginCodeStep } from './login-code-step';

type SubscriptionIssue = 'company' | 'employee' | null;

function SubscriptionExpiredAlert({ issue }: { issue: Exclude<SubscriptionIssue, null> }) {
  if (issue === 'company') {
    return (
      <Alert variant="warning" title="Actualice su suscripción">
        La suscripción de tu empresa ha caducado, por eso no puedes iniciar sesión. Elige un plan para reactivar el
        acceso de toda tu plantilla.{' '}
        <a href="/#pricing" className="font-semibold underline underline-offset-2">
          Ver planes
        </a>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" title="Suscripción caducada">
      {SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE} Cuando la renueve podrás volver a iniciar sesión.
    </Alert>
  );
}

/** `onLoggedIn` runs once the user is stored (the login dialog uses it to go through /login). */
export function LoginForm({ idPrefix = 'login', onLoggedIn }: { idPrefix?: string; onLoggedIn?: () => void } = {}) {
  const [subscriptionIssue, setSubscriptionIssue] = useState<SubscriptionIssue>(null);
  // Set when the password was right but the email was never confirmed.
  const [pendingActivation, setPendingActivation] = useState<{ email: string; message: string } | null>(null);
  // Set when the password was right and the account asks for its second step (ADR 015).
  const [codeStepFor, setCodeStepFor] = useState<Pick<LoginRequest, 'email' | 'password'> | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin({
    onSuccess: onLoggedIn,
    onError: (error, { email, password }) => {
      const outcome = classifyLoginError(error);
      if (outcome.kind === 'mfa-required') setCodeStepFor({ email, password });
      else if (outcome.kind === 'company-subscription-expired') setSubscriptionIssue('company');
      else if (outcome.kind === 'employee-subscription-expired') setSubscriptionIssue('employee');
      else if (outcome.kind === 'not-activated') setPendingActivation({ email, message: outcome.message });
      else if (outcome.kind === 'toast') {
        toast({ title: outcome.title, description: outcome.description, variant: 'error' });
      }
    },
  });
  // Stays "in progress" after success until the router moves the user on.
  const isAuthenticating = login.isPending || login.isSuccess;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSubscriptionIssue(null);
    setPendingActivation(null);
    login.mutate(values);
  });

  if (codeStepFor) {
    return (
      <LoginCodeStep
        idPrefix={idPrefix}
        credentials={codeStepFor}
        onBack={() => {
          login.reset();
          setCodeStepFor(null);
        }}
        onLoggedIn={onLoggedIn}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {subscriptionIssue && <SubscriptionExpiredAlert issue={subscriptionIssue} />}
      {pendingActivation && <ActivationPendingAlert key={pendingActivation.email} {...pendingActivation} />}
      <InputField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="tu@empresa.es"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Contraseña"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-teal-700 hover:underline dark:text-teal-400">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <Button type="submit" size="lg" isLoading={isAuthenticating}>
        {isAuthenticating ? 'Autenticando...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
