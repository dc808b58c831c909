import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { clockErrorOutcome, missingSchemaRefusal } from './clock-error';

const http = (status: number, message: string) => new ApiError(message, { status, kind: 'http' });

describe('refused clock calls at the kiosk', () => {
  it('PIN refusals go back to the keypad with the server message', () => {
    expect(clockErrorOutcome('start', http(401, 'PIN personal incorrecto'), true)).toEqual({
      kind: 'pin',
      message: 'PIN personal incorrecto',
    });
    const tooMany = 'Demasiados PIN personales incorrectos. Espera 15 minutos antes de volver a intentarlo.';
    expect(clockErrorOutcome('end', http(429, tooMany), true)).toEqual({ kind: 'pin', message: tooMany });
  });

  it('too many wrong PINs: the keypad gets the wait the server gave (Retry-After)', () => {
    const message = 'Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.';
    const refused = new ApiError(message, { status: 429, kind: 'http', retryAfterSeconds: 30 });
    expect(clockErrorOutcome('start', refused, true)).toEqual({ kind: 'pin', message, retryAfterSeconds: 30 });
  });

  it("opens the keypad when the terminal started asking for PINs ('Introduce tu PIN personal')", () => {
    expect(clockErrorOutcome('start', http(401, 'Introduce tu PIN personal'), false)).toEqual({
      kind: 'pin',
      message: 'Introduce tu PIN personal',
    });
  });

  it("anything else is a destructive 'Error' toast with the server reason, or the action's message", () => {
    expect(clockErrorOutcome('start', http(409, 'Ya tienes una jornada en curso'), true)).toEqual({
      kind: 'toast',
      toast: { title: 'Error', description: 'Ya tienes una jornada en curso', variant: 'destructive', duration: 5000 },
    });
    expect(clockErrorOutcome('breakStart', http(500, 'Error en la petición'), false)).toMatchObject({
      toast: { description: 'Error al iniciar la pausa' },
    });
    expect(clockErrorOutcome('incident', new Error(''), false)).toMatchObject({
      toast: { description: 'Error al crear la incidencia' },
    });
    expect(clockErrorOutcome('end', http(401, 'No hay ninguna sesión del POS activa'), false).kind).toBe('toast');
  });

  it("the kiosk's end says SPEC's 'Error al finalizar turno' when the server gives no reason", () => {
    expect(clockErrorOutcome('end', http(500, 'Error en la petición'), false)).toMatchObject({
      toast: { title: 'Error', description: 'Error al finalizar turno', variant: 'destructive' },
    });
    expect(clockErrorOutcome('end', new Error(''), false)).toMatchObject({
      toast: { description: 'Error al finalizar turno' },
    });
  });

  it("an end without the company's schema is refused before sending, with SPEC's message", () => {
    for (const schema of [undefined, null, '', '  ']) {
      const refusal = missingSchemaRefusal('end', schema);
      expect(refusal?.message).toBe('No se pudo determinar el esquema de la empresa');
      expect(clockErrorOutcome('end', refusal, false)).toMatchObject({
        kind: 'toast',
        toast: { title: 'Error', description: 'No se pudo determinar el esquema de la empresa' },
      });
    }
    expect(missingSchemaRefusal('end', 'panaderia_ejemplo')).toBeNull();
    expect(missingSchemaRefusal('start', '')).toBeNull();
  });

  it('network failures add nothing to the connection toast', () => {
    expect(clockErrorOutcome('start', new ApiError('Error de conexión', { status: 0, kind: 'network' }), true)).toEqual(
      {
        kind: 'none',
      },
    );
  });
});
