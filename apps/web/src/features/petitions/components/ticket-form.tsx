import { type CreateTicketRequest, createTicketRequest } from '@jornada/shared/api/petition-requests';
import { PETITION_TEXT_MAX, PETITION_TITLE_MAX } from '@jornada/shared/api/petitions';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/forms/form-actions';
import { IncidentFields } from '../../../components/forms/incident-fields';
import { Alert } from '../../../components/ui/alert';
import { zodResolver } from '../../../lib/form-resolver';
import { useSubmitPetition } from '../hooks/use-submit-petition';
import { CreatePetitionCancel, CreatePetitionFrame } from './create-petition-frame';

type TicketInput = z.input<typeof createTicketRequest>;

/** /petitions/create/ticket: an incidencia with title, SPEC §5's type and description. */
export function TicketForm() {
  const form = useForm<TicketInput, unknown, CreateTicketRequest>({
    resolver: zodResolver(createTicketRequest),
    defaultValues: { table_name: 'tickets', title: '', incident_type: 'Otro', description: '' },
  });
  const { submit, isPending, formError } = useSubmitPetition({
    setError: form.setError,
    fields: ['title', 'incident_type', 'description'],
  });
  const { errors } = form.formState;

  return (
    <CreatePetitionFrame
      kind="tickets"
      title="Nueva incidencia"
      description="Cuenta qué ha pasado; la recibirá quien aprueba tus peticiones."
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
        <IncidentFields
          title={{
            id: 'ticket-title',
            registration: form.register('title'),
            isInvalid: Boolean(errors.title),
            maxLength: PETITION_TITLE_MAX,
          }}
          type={{
            id: 'ticket-type',
            registration: form.register('incident_type'),
            error: errors.incident_type?.message,
          }}
          description={{
            id: 'ticket-description',
            registration: form.register('description'),
            isInvalid: Boolean(errors.description),
            maxLength: PETITION_TEXT_MAX,
            rows: 5,
          }}
          emptyError={{ id: 'ticket-empty-error', message: errors.title?.message ?? errors.description?.message }}
        />
        {formError && <Alert variant="error">{formError}</Alert>}
        <FormActions cancel={<CreatePetitionCancel />} submitLabel="Enviar incidencia" isPending={isPending} />
      </form>
    </CreatePetitionFrame>
  );
}
