import {
  ADMIN_NAME_MAX_LENGTH,
  type AdminGestoriaDetails,
  type UpdateAdminGestoriaRequest,
} from '@jornada/shared/api/admin';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useUpdateAdminGestoria } from '../api/update-admin-gestoria';
import {
  type GestoriaEditValues,
  gestoriaEditFields,
  gestoriaEditSchema,
  toGestoriaEditValues,
} from '../utils/gestoria-edit-values';

function GestoriaEditForm({ gestoria }: { gestoria: AdminGestoriaDetails }) {
  const initial = toGestoriaEditValues(gestoria);
  const form = useForm<GestoriaEditValues, unknown, UpdateAdminGestoriaRequest>({
    resolver: zodResolver(gestoriaEditSchema(initial)),
    defaultValues: initial,
  });
  const update = useUpdateAdminGestoria();
  const { onSubmit, formError, isPending } = useSaveForm({
    form,
    mutation: {
      mutate: (body, options) => update.mutate({ id: gestoria.id, body }, options),
      isPending: update.isPending,
    },
    fields: gestoriaEditFields,
    onSaved: (saved: AdminGestoriaDetails) =>
      toast({ title: 'Datos guardados', description: `«${saved.name}»`, variant: 'success' }),
  });
  const { errors, isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <InputField
        id="gestoria-edit-name"
        label="Nombre"
        autoComplete="organization"
        maxLength={ADMIN_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        id="gestoria-edit-cif"
        label="CIF"
        autoComplete="off"
        error={errors.cif?.message}
        {...form.register('cif')}
      />
      <InputField
        id="gestoria-edit-email"
        label="Email de contacto"
        type="email"
        autoComplete="email"
        error={errors.contact_email?.message}
        {...form.register('contact_email')}
      />
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isDirty && (
          <Button variant="outline" disabled={isPending} onClick={() => form.reset(initial)}>
            Descartar cambios
          </Button>
        )}
        <Button type="submit" isLoading={isPending} disabled={!isDirty}>
          {isPending ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}

/** Name, CIF and contact email: only the fields changed are sent. */
export function GestoriaEditCard({ gestoria }: { gestoria: AdminGestoriaDetails }) {
  return (
    <Card aria-labelledby="gestoria-edit-title">
      <CardHeader>
        <CardTitle id="gestoria-edit-title">Datos de la gestoría</CardTitle>
        <CardDescription>El nombre lo ven sus empresas clientes.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Keyed by the saved values: after a save the form starts again from what the server kept. */}
        <GestoriaEditForm key={`${gestoria.name}|${gestoria.cif}|${gestoria.contact_email}`} gestoria={gestoria} />
      </CardContent>
    </Card>
  );
}
