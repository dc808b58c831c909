import { ADMIN_NAME_MAX_LENGTH, type CreateAdminGestoriaRequest } from '@jornada/shared/api/admin';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { type CreatedGestoria, useGestoriaCreateForm } from '../hooks/use-gestoria-create-form';

/** The firm (name, CIF, contact email) and its first user, who gets in by email or with a temporary password. */
export function GestoriaCreateForm({
  onCreated,
}: {
  onCreated: (created: CreatedGestoria, user: CreateAdminGestoriaRequest['user']) => void;
}) {
  const { form, formError, onSubmit, isPending } = useGestoriaCreateForm({ onCreated });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">Datos de la gestoría</legend>
        <InputField
          id="gestoria-name"
          label="Nombre"
          autoComplete="organization"
          maxLength={ADMIN_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="gestoria-cif"
            label="CIF"
            autoComplete="off"
            placeholder="B12345674"
            error={errors.cif?.message}
            {...form.register('cif')}
          />
          <InputField
            id="gestoria-contact-email"
            label="Email de contacto"
            type="email"
            autoComplete="email"
            error={errors.contact_email?.message}
            {...form.register('contact_email')}
          />
        </div>
      </fieldset>
      <hr className="border-slate-200 dark:border-slate-800" />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">Primer usuario</legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Quien entrará en Jornada por la gestoría. Le enviaremos un email para que elija su contraseña; si no se puede
          enviar, verás una contraseña temporal para entregársela.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="gestoria-user-name"
            label="Nombre del usuario"
            autoComplete="off"
            maxLength={ADMIN_NAME_MAX_LENGTH}
            error={errors.user?.name?.message ?? errors.user?.message}
            {...form.register('user.name')}
          />
          <InputField
            id="gestoria-user-email"
            label="Email del usuario"
            type="email"
            autoComplete="off"
            error={errors.user?.email?.message}
            {...form.register('user.email')}
          />
        </div>
      </fieldset>
      {formError && <Alert variant="error">{formError}</Alert>}
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancelar
            </Button>
          </DialogClose>
        }
        submitLabel="Crear gestoría"
        pendingLabel="Creando..."
        isPending={isPending}
      />
    </form>
  );
}
