import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, TIMEOUT_MESSAGE, toApiError } from '../../../lib/api-client';
import { CONTACT_GENERIC_ERROR, CONTACT_NETWORK_ERROR, contactErrorMessage } from './contact-error';

describe('contactErrorMessage (SPEC §8)', () => {
  it("shows the server's message, or its error field", () => {
    const limited = 'Has enviado demasiadas solicitudes. Inténtalo de nuevo más tarde.';
    expect(contactErrorMessage(toApiError(429, { message: limited }))).toBe(limited);
    expect(contactErrorMessage(toApiError(400, { error: 'El nombre es requerido' }))).toBe('El nombre es requerido');
  });

  it('a network failure asks to try again', () => {
    expect(contactErrorMessage(new ApiError('Error de conexión', { status: 0, kind: 'network' }))).toBe(
      CONTACT_NETWORK_ERROR,
    );
  });

  it('a timeout says so', () => {
    expect(contactErrorMessage(new ApiError(TIMEOUT_MESSAGE, { status: 0, kind: 'timeout' }))).toBe(TIMEOUT_MESSAGE);
  });

  it('anything without a usable message gets the generic text', () => {
    expect(contactErrorMessage(toApiError(502, '<html>Bad gateway</html>'))).toBe(CONTACT_GENERIC_ERROR);
    expect(contactErrorMessage(new ApiError(DEFAULT_ERROR_MESSAGE, { status: 500, kind: 'http' }))).toBe(
      CONTACT_GENERIC_ERROR,
    );
    expect(contactErrorMessage(new Error('Respuesta inesperada del servidor'))).toBe(CONTACT_GENERIC_ERROR);
  });
});
