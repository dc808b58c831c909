import {
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  createWebhookRequest,
  WEBHOOK_URL_MAX_LENGTH,
} from '@jornada/shared/api/webhooks';
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
import { useCreateWebhook } from '../api/create-webhook';
import { EventCheckboxes } from './event-checkboxes';

function CreateWebhookForm({ onCreated }: { onCreated: (created: CreateWebhookResponse) => void }) {
  const form = useForm<CreateWebhookRequest>({
    resolver: zodResolver(createWebhookRequest),
    defaultValues: { url: '', events: [] },
  });
  const { onSubmit, formError, isPending } = useSaveForm({
    form,
    mutation: useCreateWebhook(),
    fields: ['url', 'events'],
    onSaved: onCreated,
    applyErrors: applyServerFieldErrors,
  });
  const events = useWatch({ control: form.control, name: 'events' });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError && <Alert variant="error">{formError}</Alert>}
      <InputField
        id="webhook-url"
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://ejemplo.es/jornada/avisos"
        hint="Jornada enviará aquí un POST con JSON firmado por cada evento que marques."
        autoComplete="off"
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <EventCheckboxes
        value={events}
        error={errors.events?.message ?? errors.events?.root?.message}
        onChange={(value) => form.setValue('events', value, { shouldValidate: form.formState.isSubmitted })}
      />
      <FormActions
        cancel={
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
        }
        submitLabel="Crear webhook"
        pendingLabel="Creando..."
        isPending={isPending}
      />
    </form>
  );
}

/** 'Nuevo webhook': its URL and events; the signing secret is shown once it is created. */
export function CreateWebhookDialog({
  isOpen,
  onCreated,
  onClose,
}: {
  isOpen: boolean;
  onCreated: (created: CreateWebhookResponse) => void;
  onClose: () => void;
}) {
  return (
    <CreateSecretDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Nuevo webhook"
      description="Avisa a otro programa (tu ERP, el de nóminas) cuando pasa algo en Jornada. Si no responde, se reintenta durante 24 horas."
    >
      <CreateWebhookForm onCreated={onCreated} />
    </CreateSecretDialog>
  );
}
