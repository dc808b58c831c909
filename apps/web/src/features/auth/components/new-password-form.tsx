import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-input';
import { zodResolver } from '../../../lib/form-resolver';
import { newPasswordFormSchema } from '../utils/form-schemas';

type Values = z.infer<typeof newPasswordFormSchema>;

/** Password + confirmation, shared by account activation and password reset. */
export function NewPasswordForm({
  idPrefix,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
}: {
  idPrefix: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (password: string) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.password))}
      noValidate
      className="flex flex-col gap-4"
    >
      <PasswordField
        id={`${idPrefix}-password`}
        label="Nueva contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Evita contraseñas comunes."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label="Repite la contraseña"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" size="lg" isLoading={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
