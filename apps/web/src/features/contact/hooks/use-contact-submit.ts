import type { ContactResponse } from '@jornada/shared/api/contact';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { contactErrorMessage } from '../utils/contact-error';

interface SendMutation<TRequest> {
  mutate: (
    values: TRequest,
    options: { onSuccess: (result: ContactResponse) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Sends one of the public contact forms: the server's field errors go under their fields, anything
 * else becomes `failure` (shown above the form under CONTACT_ERROR_TITLE); success is the form's.
 */
export function useContactSubmit<TValues extends FieldValues, TRequest>({
  form,
  mutation,
  fields,
  onSent,
}: {
  form: UseFormReturn<TValues, unknown, TRequest>;
  mutation: SendMutation<TRequest>;
  fields: readonly Path<TValues>[];
  onSent: (result: ContactResponse) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFailure(contactErrorMessage(error));
      },
    });
  });

  return { onSubmit, failure, isPending: mutation.isPending };
}
