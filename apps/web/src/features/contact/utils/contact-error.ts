import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client';

/** SPEC §8: the contact forms' failure texts. */
export const CONTACT_ERROR_TITLE = 'Error al enviar el mensaje';
export const CONTACT_GENERIC_ERROR = 'Hubo un error al enviar el mensaje.';
export const CONTACT_NETWORK_ERROR = 'Error de conexión. Inténtalo de nuevo.';

/**
 * What a failed send shows: the server's message (or `error` field: the API client reads both),
 * the connection text when nothing answered, or the generic text.
 */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return CONTACT_NETWORK_ERROR;
    if (error.kind === 'timeout') return error.message;
    if (error.message.trim() !== '' && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  }
  return CONTACT_GENERIC_ERROR;
}
