import { CheckCircle2, Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { useResendActivation } from '../api/resend-activation';

/**
 * The login's answer for an account whose email was never confirmed: it stays on the page (a toast
 * is gone before it is read) and offers a new activation link for the email that was typed.
 */
export function ActivationPendingAlert({ email, message }: { email: string; message: string }) {
  const resend = useResendActivation();
  const failure = resend.isError && !isNetworkError(resend.error) ? errorMessage(resend.error) : null;

  return (
    <Alert variant="warning" title="Tu cuenta aún no está activada" data-testid="activation-pending">
      <p>{message}</p>
      {!resend.isSuccess && (
        <p className="mt-1">
          ¿No lo encuentras? Revisa la carpeta de correo no deseado o pide otro para <strong>{email}</strong>.
        </p>
      )}
      {resend.isSuccess ? (
        <p role="status" className="mt-3 flex gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {resend.data.message}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          isLoading={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {!resend.isPending && <Mail aria-hidden="true" />}
          Reenviar el email de activación
        </Button>
      )}
      {failure && (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </Alert>
  );
}
