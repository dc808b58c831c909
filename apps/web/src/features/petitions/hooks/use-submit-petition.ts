import type { CreatePetitionRequest } from '@jornada/shared/api/petition-requests';
import { type Petition, petitionKindLabels } from '@jornada/shared/api/petitions';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreatePetition } from '../api/create-petition';
import { petitionsSearch } from '../utils/petition-search';

/**
 * Sends a new petition; on success says so and opens it in the outbox. A 4xx answer goes under its
 * field when the server names one, otherwise into `formError` (the server's own message).
 */
export function useSubmitPetition<T extends FieldValues>({
  setError,
  fields,
}: {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
}) {
  const create = useCreatePetition();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (body: CreatePetitionRequest) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: (petition: Petition) => {
        toast({ title: 'Petición enviada', description: petitionKindLabels[petition.table_name], variant: 'success' });
        navigate(`/petitions${petitionsSearch({ view: 'outbox', id: petition.id })}`);
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, fields)) return;
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  };

  return { submit, isPending: create.isPending, formError };
}
