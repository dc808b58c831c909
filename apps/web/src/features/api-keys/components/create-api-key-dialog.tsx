import {
  API_KEY_NAME_MAX_LENGTH,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  createApiKeyRequest,
} from '@jornada/shared/api/api-keys';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/forms/form-actions';
import { CreateSecretDialog } from '../../../components/secret-dialogs';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateApiKey } from '../api/create-api-key';
import { ScopeCheckboxes } from './scope-checkboxes';

function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreateApiKeyResponse) => void }) {
  const form = useForm<CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeyRequest),
    defaultValues: { name: '', scopes: [] },
  });
  const { onSubmit, formError, isPending } = useSaveForm({
    form,
    mutation: useCreateApiKey(),
    fields: ['name', 'scopes'],
    onSaved: onCreated,
    applyErrors: applyServerFieldErrors,
  });
  const scopes = useWatch({ control: form.control, name: 'scopes' });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="api-key-name"
        label="Nombre"
        placeholder="Programa de nóminas"
        hint="Para reconocerla: qué programa o quién la usa."
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ScopeCheckboxes
        value={scopes}
        error={errors.scopes?.message ?? errors.scopes?.root?.message}
        onChange={(value) => form.setValue('scopes', value, { shouldValidate: form.formState.isSubmitted })}
      />
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
        }
        submitLabel="Crear clave"
        pendingLabel="Creando..."
        isPending={isPending}
      />
    </form>
  );
}

/** 'Nueva clave de API': its name and permissions; the key itself is shown once it is created. */
export function CreateApiKeyDialog({
  isOpen,
  onCreated,
  onClose,
}: {
  isOpen: boolean;
  onCreated: (created: CreateApiKeyResponse) => void;
  onClose: () => void;
}) {
  return (
    <CreateSecretDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Nueva clave de API"
      description="La clave actúa en nombre de la empresa, solo con los permisos que marques. Podrás revocarla cuando quieras."
    >
      <CreateApiKeyForm onCreated={onCreated} />
    </CreateSecretDialog>
  );
}
