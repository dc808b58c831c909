import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isNetworkError } from './api-client';
import { applyServerErrors } from './form-errors';

type ApplyErrors = typeof applyServerErrors;

/** The part of a TanStack mutation the save needs. */
interface SaveMutation<TRequest, TSaved> {
  mutate: (
    values: TRequest,
    options: { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Saves a settings form: the server's field errors go under their fields, any other refusal above
 * the form (a network failure already got the connection toast), and success is the caller's.
 */
export function useSaveForm<TInput extends FieldValues, TRequest, TSaved>({
  form,
  mutation,
  fields,
  onSaved,
  applyErrors = applyServerErrors,
}: {
  form: UseFormReturn<TInput, unknown, TRequest>;
  mutation: SaveMutation<TRequest, TSaved>;
  fields: readonly Path<TInput>[];
  onSaved: (saved: TSaved) => void;
  /** How the server's `fields` reach the form; applyServerFieldErrors where they carry sentences. */
  applyErrors?: ApplyErrors;
}) {
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (applyErrors(error, form.setError, fields)) return;
        if (!isNetworkError(error)) setFormError(errorMessage(error));
      },
    });
  });

  return { onSubmit, formError, isPending: mutation.isPending };
}
