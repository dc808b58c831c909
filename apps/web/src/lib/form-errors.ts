import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Copies the server's per-field messages (errorResponse.fields) onto the form. Returns true when at
 * least one field got a message, so the caller can skip a generic toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let isApplied = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      isApplied = true;
    }
  }
  return isApplied;
}

/**
 * Like applyServerFieldErrors, but for answers whose `fields` carry a short code rather than a
 * sentence (409 { message: 'Ya existe un turno con ese nombre', fields: { name: 'repetido' } }):
 * when the server names a single field, that field gets the answer's `message`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const named = fieldNames.filter((name) => error.fields?.[name]);
  if (named.length === 1 && Object.keys(error.fields).length === 1) {
    setError(named[0] as Path<T>, { type: 'server', message: error.message });
    return true;
  }
  return applyServerFieldErrors(error, setError, fieldNames);
}
