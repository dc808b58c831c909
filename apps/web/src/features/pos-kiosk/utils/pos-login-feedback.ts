import { ApiError } from '../../../lib/api-client';

/** SPEC §8's POS login texts: the fallback error, the network error, the success title. */
export const POS_LOGIN_FALLBACK = 'Error de autenticación';
export const POS_LOGIN_NETWORK = 'Error de conexión con el servidor';
export const POS_LOGIN_SUCCESS_TITLE = 'Acceso exitoso';

/** SPEC's 'Bienvenido al sistema POS de {company}', in words that fit whoever opens the terminal. */
export function posWelcome(company: string): string {
  return `Te damos la bienvenida al sistema POS de ${company}`;
}

/** The message of a failed POS login: the server's, the connection failure, or 'Error de autenticación'. */
export function posLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return POS_LOGIN_NETWORK;
    if (error.message.trim() !== '' && error.message !== 'Error en la petición') return error.message;
  }
  return POS_LOGIN_FALLBACK;
}
