import { type MfaDisableRequest, mfaDisableRequest } from '@jornada/shared/api/mfa';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useDisableMfa } from '../api/disable-mfa';

/** Turning it off asks for both factors: the password and a code (the app's or a recovery code). */
export function MfaDisableForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<MfaDisableRequest>({
    resolver: zodResolver(mfaDisableRequest),
    defaultValues: { password: '', code: '' },
  });
  const disable = useDisableMfa();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => toast({ title: 'Verificación en dos pasos desactivada', variant: 'success' }),
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['password', 'code'])) {
          notifyApiError('No se pudo desactivar', error);
        }
      },
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-md flex-col gap-4"
      aria-label="Desactivar la verificación"
    >
      <PasswordField
        id="mfa-disable-password"
        label="Contraseña"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <InputField
        id="mfa-disable-code"
        label="Código de la aplicación o de recuperación"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" isLoading={disable.isPending}>
          Desactivar
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
