import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { InputField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-input';
import { notifyApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useRegister } from '../api/register';
import { registerFormSchema } from '../utils/form-schemas';

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

const fieldNames = ['company_name', 'cif', 'name', 'email', 'password'] as const;

export function RegisterForm({
  planId,
  onSuccess,
}: {
  planId?: number;
  onSuccess: (result: { email: string; message: string }) => void;
}) {
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { company_name: '', cif: '', name: '', email: '', password: '' },
  });
  const registerMutation = useRegister();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(
      { ...values, plan_id: planId },
      {
        onSuccess: (result) => onSuccess({ email: values.email, message: result.message }),
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, fieldNames)) return;
          notifyApiError('No se pudo crear la cuenta', error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="register-company-name"
          label="Nombre de la empresa"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <InputField
          id="register-cif"
          label="CIF/NIF"
          autoCapitalize="characters"
          placeholder="B12345674"
          error={errors.cif?.message}
          {...form.register('cif')}
        />
      </div>
      <InputField
        id="register-name"
        label="Tu nombre"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id="register-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="Te enviaremos un enlace para activar la cuenta."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id="register-password"
        label="Contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Evita contraseñas comunes."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-2.5">
          <Checkbox
            id="register-accept-terms"
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'register-accept-terms-error' : undefined}
            {...form.register('accept_terms')}
          />
          <label htmlFor="register-accept-terms" className="text-sm text-slate-700 dark:text-slate-300">
            Acepto los{' '}
            <Link to="/legal/terminos-condiciones" className="font-medium text-teal-700 underline underline-offset-2">
              términos y condiciones
            </Link>{' '}
            y la{' '}
            <Link to="/legal/politica-privacidad" className="font-medium text-teal-700 underline underline-offset-2">
              política de privacidad
            </Link>
            .
          </label>
        </div>
        {errors.accept_terms?.message && (
          <p id="register-accept-terms-error" role="alert" className="text-xs font-medium text-red-600">
            {errors.accept_terms.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" isLoading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creando cuenta...' : 'Crear cuenta y empezar la prueba'}
      </Button>
    </form>
  );
}
