import { type MfaEnableRequest, type MfaSetup, mfaEnableRequest } from '@jornada/shared/api/mfa';
import { lazy, type ReactNode, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifyApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useEnableMfa } from '../api/enable-mfa';
import { groupSecret } from '../utils/recovery-codes-text';

const MfaQrCode = lazy(() => import('./mfa-qr-code'));

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-900 dark:text-white">
        {number}. {title}
      </p>
      {children}
    </li>
  );
}

/** Scan (or type) the new secret, then confirm it with the app's first code. */
export function MfaSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: MfaSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<MfaEnableRequest>({ resolver: zodResolver(mfaEnableRequest), defaultValues: { code: '' } });
  const enable = useEnableMfa();
  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values, {
      onSuccess: (result) => onEnabled(result.recovery_codes),
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['code'])) notifyApiError('No se pudo activar', error);
      },
    }),
  );
  return (
    <ol className="flex flex-col gap-6">
      <Step number={1} title="Escanea este código con tu aplicación de autenticación">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Sirve cualquiera: Google Authenticator, Microsoft Authenticator, Authy, 1Password, Bitwarden…
        </p>
        <div className="w-48 max-w-full">
          <Suspense fallback={<Skeleton className="aspect-square w-full rounded-lg" />}>
            <MfaQrCode url={setup.otpauth_url} />
          </Suspense>
        </div>
        <div className="text-sm text-slate-600 dark:text-slate-400">
          ¿No puedes escanearlo? Añade una cuenta en la aplicación y escribe esta clave:
          <code
            data-testid="mfa-secret"
            className="mt-1 block w-fit rounded-md bg-slate-100 px-2 py-1 font-mono text-base tracking-wide break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
          >
            {groupSecret(setup.secret)}
          </code>
        </div>
      </Step>
      <Step number={2} title="Escribe el código de 6 cifras que muestra la aplicación">
        <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
          <InputField
            id="mfa-enable-code"
            label="Código de verificación"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={enable.isPending}>
              Activar
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
          </div>
        </form>
      </Step>
    </ol>
  );
}
