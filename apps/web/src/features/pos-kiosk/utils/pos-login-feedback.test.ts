import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { posLoginErrorMessage, posWelcome } from './pos-login-feedback';

describe('POS login messages (SPEC §8)', () => {
  it("shows the server's message", () => {
    const error = new ApiError('Identificador o PIN del POS incorrectos', { status: 401, kind: 'http' });
    expect(posLoginErrorMessage(error)).toBe('Identificador o PIN del POS incorrectos');
  });

  it("network failures and timeouts read 'Error de conexión con el servidor'", () => {
    expect(posLoginErrorMessage(new ApiError('Error de conexión', { status: 0, kind: 'network' }))).toBe(
      'Error de conexión con el servidor',
    );
    expect(posLoginErrorMessage(new ApiError('La solicitud tardó', { status: 0, kind: 'timeout' }))).toBe(
      'Error de conexión con el servidor',
    );
  });

  it("anything without a message is 'Error de autenticación'", () => {
    expect(posLoginErrorMessage(new ApiError('Error en la petición', { status: 500, kind: 'http' }))).toBe(
      'Error de autenticación',
    );
    expect(posLoginErrorMessage(new Error('Respuesta inesperada del servidor'))).toBe('Error de autenticación');
    expect(posLoginErrorMessage('x')).toBe('Error de autenticación');
  });

  it('welcomes to the company, in words that fit every person', () => {
    expect(posWelcome('Panadería Ejemplo S.L.')).toBe(
      'Te damos la bienvenida al sistema POS de Panadería Ejemplo S.L.',
    );
  });
});
