import { describe, expect, it } from 'vitest';
import {
  describeForLog,
  isSameState,
  parseHostMessage,
  readyMessage,
  stateMessage,
  toHostUser,
  type WidgetState,
} from './host-messages';

describe('messages from the host (SPEC §7)', () => {
  it('reads MAUI_LOGIN with its credentials, as an object or as JSON text', () => {
    const login = { type: 'MAUI_LOGIN', data: { email: ' ana@empresa.es ', password: 'S3creta!' } };
    expect(parseHostMessage(login)).toEqual({ kind: 'login', email: 'ana@empresa.es', password: 'S3creta!' });
    expect(parseHostMessage(JSON.stringify(login))).toEqual(parseHostMessage(login));
  });

  it('reads a MAUI_LOGIN without data as empty credentials, for the login to refuse in Spanish', () => {
    expect(parseHostMessage({ type: 'MAUI_LOGIN' })).toEqual({ kind: 'login', email: '', password: '' });
    expect(parseHostMessage({ type: 'MAUI_LOGIN', data: { email: 7, password: null } })).toEqual({
      kind: 'login',
      email: '',
      password: '',
    });
  });

  it('reads MAUI_LOGOUT and MAUI_GET_STATUS', () => {
    expect(parseHostMessage({ type: 'MAUI_LOGOUT' })).toEqual({ kind: 'logout' });
    expect(parseHostMessage('{"type":"MAUI_GET_STATUS"}')).toEqual({ kind: 'get-status' });
  });

  it('keeps unknown types (cut short) for the log, and ignores what is no message at all', () => {
    expect(parseHostMessage({ type: 'MAUI_SOMETHING' })).toEqual({ kind: 'unknown', type: 'MAUI_SOMETHING' });
    expect(parseHostMessage({ type: 'x'.repeat(500) })).toEqual({ kind: 'unknown', type: 'x'.repeat(60) });
    for (const noise of [null, undefined, 42, 'hola', '[1,2]', [], {}, { type: '' }, { type: 3 }, 'null']) {
      expect(parseHostMessage(noise)).toBeNull();
    }
  });

  it('never puts the credentials in a log line', () => {
    const command = parseHostMessage({ type: 'MAUI_LOGIN', data: { email: 'ana@empresa.es', password: 'S3creta!' } });
    const line = describeForLog(command!);
    expect(line).toBe('MAUI_LOGIN');
    expect(line).not.toContain('S3creta!');
    expect(line).not.toContain('ana@empresa.es');
    expect(describeForLog({ kind: 'unknown', type: 'PING' })).toBe('tipo desconocido «PING»');
  });
});

describe('messages to the host (SPEC §7)', () => {
  const user = { id: 7, name: 'Pablo Díaz', email: 'pablo@empresa.es', role: 'worker' as const };
  const signedIn: WidgetState = { isAuthenticated: true, isLoading: false, isLoggingOut: false, user };

  it('WEBAPP_READY carries the time it loaded', () => {
    expect(readyMessage(new Date('2025-07-24T08:00:00Z'))).toEqual({
      type: 'WEBAPP_READY',
      timestamp: '2025-07-24T08:00:00.000Z',
    });
  });

  it('WEBAPP_STATE_CHANGED and WEBAPP_STATUS carry the same fields, error only when there is one', () => {
    expect(stateMessage('WEBAPP_STATE_CHANGED', signedIn)).toEqual({
      type: 'WEBAPP_STATE_CHANGED',
      isAuthenticated: true,
      isLoading: false,
      isLoggingOut: false,
      user,
    });
    const failed: WidgetState = { ...signedIn, isAuthenticated: false, user: null, error: 'Credenciales incorrectas' };
    expect(stateMessage('WEBAPP_STATUS', failed)).toEqual({
      type: 'WEBAPP_STATUS',
      isAuthenticated: false,
      isLoading: false,
      isLoggingOut: false,
      user: null,
      error: 'Credenciales incorrectas',
    });
  });

  it('tells the host only id, name, email and role of the user', () => {
    const sessionUser = {
      ...user,
      schema_name: 'panaderia',
      company_id: 1,
      company_name: 'Panadería',
      gestoria_id: null,
    };
    expect(toHostUser(sessionUser)).toEqual(user);
    expect(toHostUser(null)).toBeNull();
  });

  it('sees a re-render with the same values as no change', () => {
    expect(isSameState(signedIn, { ...signedIn, user: { ...user } })).toBe(true);
    expect(isSameState(signedIn, { ...signedIn, isLoggingOut: true })).toBe(false);
    expect(isSameState(signedIn, { ...signedIn, error: 'x' })).toBe(false);
  });
});
