import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE,
  SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE,
} from '@jornada/shared/api/session';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { classifyLoginError } from './login-error';

const http = (message: string, status = 401) => new ApiError(message, { status, kind: 'http' });

describe('classifyLoginError (SPEC §8 Login)', () => {
  it('recognises the company subscription message', () => {
    expect(classifyLoginError(http(SUBSCRIPTION_EXPIRED_COMPANY_MESSAGE, 402))).toEqual({
      kind: 'company-subscription-expired',
    });
  });

  it('recognises the employee subscription message', () => {
    expect(classifyLoginError(http(SUBSCRIPTION_EXPIRED_EMPLOYEE_MESSAGE, 403))).toEqual({
      kind: 'employee-subscription-expired',
    });
  });

  it('shows any other server message in an "Error al iniciar sesión" toast', () => {
    expect(classifyLoginError(http('Email o contraseña incorrectos'))).toEqual({
      kind: 'toast',
      title: 'Error al iniciar sesión',
      description: 'Email o contraseña incorrectos',
    });
  });

  it('recognises an account not activated yet (403 ACCOUNT_NOT_ACTIVATED): no passing toast', () => {
    const error = new ApiError(ACCOUNT_NOT_ACTIVATED_MESSAGE, {
      status: 403,
      kind: 'http',
      code: 'ACCOUNT_NOT_ACTIVATED',
    });
    expect(classifyLoginError(error)).toEqual({ kind: 'not-activated', message: ACCOUNT_NOT_ACTIVATED_MESSAGE });
  });

  it("falls back to 'Error de autenticación'", () => {
    expect(classifyLoginError(http(''))).toMatchObject({ description: 'Error de autenticación' });
    expect(classifyLoginError('???')).toMatchObject({ kind: 'toast', description: 'Error de autenticación' });
  });

  it('recognises the second step the server asks for (401 MFA_REQUIRED), with its message', () => {
    const error = new ApiError('El código no es correcto.', { status: 401, kind: 'http', code: 'MFA_REQUIRED' });
    expect(classifyLoginError(error)).toEqual({ kind: 'mfa-required', message: 'El código no es correcto.' });
    expect(classifyLoginError(http('Email o contraseña incorrectos'))).toMatchObject({ kind: 'toast' });
  });

  it('leaves network failures to the connection toast', () => {
    expect(classifyLoginError(new ApiError('Error de conexión', { status: 0, kind: 'network' }))).toEqual({
      kind: 'network',
    });
  });
});
