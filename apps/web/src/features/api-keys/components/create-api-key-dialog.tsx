import {
  API_KEY_NAME_MAX_LENGTH,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  createApiKeyRequest,
} from '@jornada/shared/api/api-keys';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/forms/form-actions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/form-field';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateApiKey } from '../api/create-api-key';
import { ScopeCheckboxes } from './scope-checkboxes';

function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreateApiKeyResponse) => void }) {
  const form = useForm<CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeyRequest),
    defaultValues: { name: '', scopes: [] },
  });
  const create = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const scopes = useWatch({ control: form.control, name: 'scopes' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['name', 'scopes'])) return;
        // A lost connection already showed its own toast.
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });
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
        isPending={create.isPending}
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
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Nueva clave de API</DialogTitle>
            <DialogDescription>
              La clave actúa en nombre de la empresa, solo con los permisos que marques. Podrás revocarla cuando
              quieras.
            </DialogDescription>
          </div>
          {isOpen && <CreateApiKeyForm onCreated={onCreated} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
