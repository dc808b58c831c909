import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isAuthError, retryDelay, shouldRetry } from './query-retry';

describe('isAuthError', () => {
  it('recognises 401/403 by status or by message', () => {
    expect(isAuthError(new ApiError('No autorizado', { status: 401, kind: 'http' }))).toBe(true);
    expect(isAuthError(new ApiError('Prohibido', { status: 403, kind: 'http' }))).toBe(true);
    expect(isAuthError(new Error('Request failed with status 403'))).toBe(true);
    expect(isAuthError('HTTP 401')).toBe(true);
  });

  it('does not flag other errors or numbers that merely contain 401', () => {
    expect(isAuthError(new ApiError('Error', { status: 500, kind: 'http' }))).toBe(false);
    expect(isAuthError(new Error('Pedido 14015 no encontrado'))).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('never retries a 401/403', () => {
    expect(shouldRetry(0, new ApiError('x', { status: 401, kind: 'http' }))).toBe(false);
    expect(shouldRetry(0, new Error('403 Forbidden'))).toBe(false);
  });

  it('retries Error objects up to 3 times', () => {
    const error = new ApiError('Error en la petición', { status: 500, kind: 'http' });
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
  });

  it('retries anything else up to 2 times', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, 'fallo'))).toEqual([true, true, false]);
  });
});

describe('retryDelay', () => {
  it('waits (attempt + 1) seconds, capped at 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });
});
