import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, extractErrorMessage } from './api-error';

describe('extractErrorMessage', () => {
  it('prefers body.message, then body.error', () => {
    expect(extractErrorMessage({ message: 'Credenciales incorrectas', error: 'x' })).toBe('Credenciales incorrectas');
    expect(extractErrorMessage({ error: 'Forbidden' })).toBe('Forbidden');
    expect(extractErrorMessage({ message: '   ', error: 'Usa el error' })).toBe('Usa el error');
  });

  it('falls back to the raw text, then to the default message', () => {
    expect(extractErrorMessage('Servicio no disponible')).toBe('Servicio no disponible');
    expect(extractErrorMessage('')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(extractErrorMessage(null)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(extractErrorMessage({ code: 'X' })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(extractErrorMessage({ message: 42 })).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('never shows an HTML error page as a message', () => {
    expect(extractErrorMessage('<!DOCTYPE html><html><body>502</body></html>')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(extractErrorMessage('<html>Bad gateway</html>')).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
