import {
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  createWebhookRequest,
  WEBHOOK_URL_MAX_LENGTH,
} from '@jornada/shared/api/webhooks';
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
import { useCreateWebhook } from '../api/create-webhook';
import { EventCheckboxes } from './event-checkboxes';

function CreateWebhookForm({ onCreated }: { onCreated: (created: CreateWebhookResponse) => void }) {
  const form = useForm<CreateWebhookRequest>({
    resolver: zodResolver(createWebhookRequest),
    defaultValues: { url: '', events: [] },
  });
  const create = useCreateWebhook();
  const [formError, setFormError] = useState<string | null>(null);
  const events = useWatch({ control: form.control, name: 'events' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        if (applyServerFieldErrors(error, form.setError, ['url', 'events'])) return;
        // A lost connection already showed its own toast.
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });
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
        isPending={create.isPending}
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
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Nuevo webhook</DialogTitle>
            <DialogDescription>
              Avisa a otro programa (tu ERP, el de nóminas) cuando pasa algo en Jornada. Si no responde, se reintenta
              durante 24 horas.
            </DialogDescription>
          </div>
          {isOpen && <CreateWebhookForm onCreated={onCreated} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
