import { forgotPasswordRequest } from '@jornada/shared/api/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { notifyApiError } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/form-resolver';
import { useForgotPassword } from '../api/forgot-password';

type Values = z.infer<typeof forgotPasswordRequest>;

export function ForgotPasswordForm({ onSuccess }: { onSuccess: (result: { email: string; message: string }) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });
  const forgotPassword = useForgotPassword();
  const onSubmit = form.handleSubmit((values) => {
    forgotPassword.mutate(values, {
      onSuccess: (result) => onSuccess({ email: values.email, message: result.message }),
      onError: (error) => notifyApiError('No se pudo enviar el enlace', error),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <InputField
        id="forgot-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="tu@empresa.es"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" isLoading={forgotPassword.isPending}>
        {forgotPassword.isPending ? 'Enviando...' : 'Enviar enlace'}
      </Button>
    </form>
  );
}
