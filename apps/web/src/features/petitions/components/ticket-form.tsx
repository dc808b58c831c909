import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateTicketRequest,
  createTicketRequest,
  PETITION_TEXT_MAX,
  PETITION_TITLE_MAX,
} from '@jornada/shared/api/petitions';
import { incidentTypes } from '@jornada/shared/api/workshift';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describedBy, FormField, InputField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitPetition } from '../hooks/use-submit-petition';
import { CreatePetitionFrame } from './create-petition-frame';

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
  // Title and description share one message (SPEC §5): shown once.
  const emptyMessage = errors.title?.message ?? errors.description?.message;

  return (
    <CreatePetitionFrame
      kind="tickets"
      title="Nueva incidencia"
      description="Cuenta qué ha pasado; la recibirá quien aprueba tus peticiones."
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
        <InputField
          id="ticket-title"
          label="Título"
          autoComplete="off"
          maxLength={PETITION_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'ticket-empty-error' : undefined}
          {...form.register('title')}
        />
        <FormField id="ticket-type" label="Tipo" error={errors.incident_type?.message}>
          <NativeSelect
            id="ticket-type"
            aria-invalid={errors.incident_type ? true : undefined}
            aria-describedby={describedBy('ticket-type', { error: errors.incident_type })}
            {...form.register('incident_type')}
          >
            {incidentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="ticket-description" label="Descripción">
          <Textarea
            id="ticket-description"
            rows={5}
            maxLength={PETITION_TEXT_MAX}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'ticket-empty-error' : undefined}
            {...form.register('description')}
          />
        </FormField>
        {emptyMessage && (
          <p id="ticket-empty-error" role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {emptyMessage}
          </p>
        )}
        {formError && <Alert variant="error">{formError}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/petitions?view=create" className={buttonClasses('outline', 'md')}>
            Cancelar
          </Link>
          <Button type="submit" isLoading={isPending}>
            {isPending ? 'Enviando...' : 'Enviar incidencia'}
          </Button>
        </div>
      </form>
    </CreatePetitionFrame>
  );
}
