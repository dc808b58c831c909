import { getTokenInfoQuery } from '@jornada/shared/api/auth';
import { CheckCircle2 } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useActivate } from '../api/activate';
import { useTokenInfo } from '../api/get-token-info';
import { InvalidLinkNotice } from './invalid-link-notice';
import { NewPasswordForm } from './new-password-form';

/** /activate?token=: checks the link, asks invited users for a password, then activates the account. */
export function ActivateAccount({ token }: { token: string }) {
  const isWellFormed = getTokenInfoQuery.safeParse({ token }).success;
  const tokenInfo = useTokenInfo(token, { isEnabled: isWellFormed });
  const activate = useActivate();

  if (!isWellFormed) return <InvalidLinkNotice />;
  if (tokenInfo.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-slate-600">
        <Spinner /> Comprobando el enlace...
      </div>
    );
  }
  if (tokenInfo.isError) return <InvalidLinkNotice detail={errorMessage(tokenInfo.error, '')} />;
  if (tokenInfo.data.kind === 'password_reset') {
    return <Navigate to={`/reset-password?token=${encodeURIComponent(token)}`} replace />;
  }

  if (activate.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <p className="text-base font-semibold text-slate-900">Cuenta activada</p>
        <p className="text-sm text-slate-600">{activate.data.message}</p>
        <Link to="/login" className={buttonClasses('primary', 'lg')}>
          Iniciar sesión
        </Link>
      </div>
    );
  }

  const { email, needsPassword } = tokenInfo.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Vas a activar la cuenta <strong className="font-semibold text-slate-900">{email}</strong>.
        {needsPassword && ' Elige la contraseña con la que iniciarás sesión.'}
      </p>
      {activate.isError && (
        <Alert variant="error" title="No se pudo activar la cuenta">
          {errorMessage(activate.error)}
        </Alert>
      )}
      {needsPassword ? (
        <NewPasswordForm
          idPrefix="activate"
          submitLabel="Activar cuenta"
          pendingLabel="Activando..."
          isPending={activate.isPending}
          onSubmit={(password) => activate.mutate({ token, password })}
        />
      ) : (
        <Button size="lg" isLoading={activate.isPending} onClick={() => activate.mutate({ token })}>
          {activate.isPending ? 'Activando...' : 'Activar cuenta'}
        </Button>
      )}
    </div>
  );
}
