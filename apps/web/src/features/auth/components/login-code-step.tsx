import type { LoginRequest } from '@jornada/shared/api/session';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useLogin } from '../api/login';
import { classifyLoginError } from '../utils/login-error';

const codeFormSchema = z.object({
  code: z.string().trim().min(1, 'Escribe el código').max(40, 'El código no es válido'),
});
type CodeValues = z.infer<typeof codeFormSchema>;

/**
 * The login's second step (ADR 015): the email and password already proved right are sent again with
 * the authenticator's 6 digits or a recovery code. A refused code is said on the field, in Spanish.
 */
export function LoginCodeStep({
  idPrefix,
  credentials,
  onBack,
  onLoggedIn,
}: {
  idPrefix: string;
  credentials: Pick<LoginRequest, 'email' | 'password'>;
  onBack: () => void;
  onLoggedIn?: () => void;
}) {
  const [isRecovery, setIsRecovery] = useState(false);
  const form = useForm<CodeValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const login = useLogin({
    onSuccess: onLoggedIn,
    onError: (error) => {
      const outcome = classifyLoginError(error);
      if (outcome.kind === 'mfa-required') form.setError('code', { type: 'server', message: outcome.message });
      else if (outcome.kind === 'toast')
        toast({ title: outcome.title, description: outcome.description, variant: 'error' });
    },
  });
  const isAuthenticating = login.isPending || login.isSuccess;
  const onSubmit = form.handleSubmit(({ code }) => login.mutate({ ...credentials, code }));
  const switchKind = () => {
    setIsRecovery((value) => !value);
    form.reset({ code: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Verificación en dos pasos">
      <div className="flex items-start gap-3 rounded-lg bg-teal-50 p-3 text-sm text-teal-900 dark:bg-teal-950/50 dark:text-teal-100">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          {isRecovery
            ? 'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada código sirve una sola vez.'
            : `Tu cuenta (${credentials.email}) tiene activada la verificación en dos pasos. Escribe el código de 6 cifras que muestra tu aplicación de autenticación.`}
        </p>
      </div>
      <InputField
        id={`${idPrefix}-code`}
        label={isRecovery ? 'Código de recuperación' : 'Código de verificación'}
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        inputMode={isRecovery ? 'text' : 'numeric'}
        autoCapitalize={isRecovery ? 'characters' : 'off'}
        spellCheck={false}
        placeholder={isRecovery ? 'ABCDE-FGHJK' : '123456'}
        // The step replaces the form the focus was in: the code field is where the person looks next.
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" isLoading={isAuthenticating}>
        {isAuthenticating ? 'Verificando...' : 'Verificar'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" onClick={switchKind}>
          {isRecovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </Button>
        <Button type="button" variant="link" onClick={onBack}>
          Volver
        </Button>
      </div>
    </form>
  );
}
