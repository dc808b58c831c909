import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  classifyVerify,
  POS_SESSION_EXPIRED,
  POS_TERMINAL_DISCONNECTED,
  sessionEndToast,
  verifyPath,
} from './pos-session-check';

describe('POS session verification (SPEC §4.4)', () => {
  it('valid answers keep the kiosk', () => {
    expect(classifyVerify({ valid: true, message: 'Terminal POS conectado' })).toEqual({ kind: 'valid' });
  });

  it('valid:false is a disconnected terminal, with the server reason', () => {
    expect(classifyVerify({ valid: false, message: 'Este terminal POS ha sido revocado' })).toEqual({
      kind: 'disconnected',
      reason: 'Este terminal POS ha sido revocado',
    });
  });

  it('401 and 403 are an expired POS session', () => {
    const error = new ApiError('No hay ninguna sesión del POS activa', { status: 401, kind: 'http' });
    expect(classifyVerify(null, error)).toEqual({ kind: 'expired', reason: 'No hay ninguna sesión del POS activa' });
    expect(classifyVerify(null, new ApiError('x', { status: 403, kind: 'http' })).kind).toBe('expired');
  });

  it('network, timeout and 5xx prove nothing', () => {
    expect(classifyVerify(null, new ApiError('Error de conexión', { status: 0, kind: 'network' }))).toEqual({
      kind: 'unknown',
    });
    expect(classifyVerify(null, new ApiError('x', { status: 503, kind: 'http' })).kind).toBe('unknown');
    expect(classifyVerify(null, new Error('Respuesta inesperada del servidor')).kind).toBe('unknown');
    expect(classifyVerify(null)).toEqual({ kind: 'unknown' });
  });

  it("toasts SPEC §8's POS variants under 'Sesión expirada'", () => {
    expect(sessionEndToast({ kind: 'expired', reason: '' })).toEqual({
      title: 'Sesión expirada',
      description: POS_SESSION_EXPIRED,
      variant: 'error',
    });
    expect(sessionEndToast({ kind: 'disconnected', reason: '' }).description).toBe(POS_TERMINAL_DISCONNECTED);
    expect(POS_SESSION_EXPIRED).toBe('Tu sesión del POS ha expirado, serás redirigido al login.');
    expect(POS_TERMINAL_DISCONNECTED).toBe('El terminal POS no está conectado, serás redirigido al login.');
  });

  it("asks about the terminal's own id when it is known", () => {
    expect(verifyPath('POS-0001')).toBe('/api/pos/verify/terminal/POS-0001');
    expect(verifyPath(null)).toBe('/api/pos/verify');
  });
});
