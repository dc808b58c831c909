import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-input';
import { notifyApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema } from '../utils/form-schemas';

type Values = z.infer<typeof changePasswordFormSchema>;

/** The logged-in user's own password: current, new and confirmation. */
export function ChangePasswordForm({
  submitLabel = 'Cambiar contraseña',
  onSuccess,
}: {
  submitLabel?: string;
  onSuccess: (message: string) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const changePassword = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ current_password, new_password }) => {
    changePassword.mutate(
      { current_password, new_password },
      {
        onSuccess: (result) => {
          form.reset();
          onSuccess(result.message);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['current_password', 'new_password'])) return;
          notifyApiError('No se pudo cambiar la contraseña', error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        id="change-current-password"
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordField
        id="change-new-password"
        label="Nueva contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Evita contraseñas comunes."
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordField
        id="change-confirm-password"
        label="Repite la nueva contraseña"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" size="lg" isLoading={changePassword.isPending}>
        {changePassword.isPending ? 'Guardando...' : submitLabel}
      </Button>
    </form>
  );
}
