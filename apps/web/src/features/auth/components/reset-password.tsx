import { getTokenInfoQuery } from '@jornada/shared/api/auth';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage, notifyApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { InvalidLinkNotice } from './invalid-link-notice';
import { NewPasswordForm } from './new-password-form';

/** The server refused the link itself (unknown, used or expired), not the new password. */
function isRejectedLink(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 410].includes(error.status) && !error.fields?.password;
}

/** /reset-password?token=: a new password from the emailed link. */
export function ResetPassword({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const isWellFormed = getTokenInfoQuery.safeParse({ token }).success;
  if (!isWellFormed) return <InvalidLinkNotice />;
  if (isRejectedLink(resetPassword.error)) return <InvalidLinkNotice detail={errorMessage(resetPassword.error, '')} />;
  if (resetPassword.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <p className="text-base font-semibold text-slate-900">Contraseña actualizada</p>
        <p className="text-sm text-slate-600">{resetPassword.data.message}</p>
        <Link to="/login" className={buttonClasses('primary', 'lg')}>
          Iniciar sesión
        </Link>
      </div>
    );
  }
  return (
    <NewPasswordForm
      idPrefix="reset"
      submitLabel="Guardar contraseña"
      pendingLabel="Guardando..."
      isPending={resetPassword.isPending}
      onSubmit={(password) =>
        resetPassword.mutate(
          { token, password },
          {
            onError: (error) => {
              if (!isRejectedLink(error)) notifyApiError('No se pudo cambiar la contraseña', error);
            },
          },
        )
      }
    />
  );
}
