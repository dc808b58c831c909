import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../../../lib/api-client';
import { clientTime, clientTimeHeaders } from '../../../lib/client-time';
import { errorToast, missingCompanyError, successToast } from './action-feedback';

describe('action toasts', () => {
  it('success titles per SPEC §8', () => {
    expect(successToast('start').title).toBe('Jornada iniciada');
    expect(successToast('breakEnd')).toMatchObject({ title: 'Pausa finalizada', variant: 'success' });
    expect(successToast('incident', 'Incidencia registrada').description).toBeUndefined();
    expect(successToast('incident', 'Enviada a tu responsable').description).toBe('Enviada a tu responsable');
  });

  it("errors: destructive, titled 'Error', with the server's reason", () => {
    const conflict = new ApiError('Ya tienes una jornada en curso', { status: 409, kind: 'http' });
    expect(errorToast('start', conflict)).toMatchObject({
      title: 'Error',
      description: 'Ya tienes una jornada en curso',
      variant: 'destructive',
    });
    expect(errorToast('end', new ApiError(TIMEOUT_MESSAGE, { status: 0, kind: 'timeout' }))?.description).toBe(
      TIMEOUT_MESSAGE,
    );
  });

  it("without a specific message, the action's own", () => {
    const generic = new ApiError(DEFAULT_ERROR_MESSAGE, { status: 500, kind: 'http' });
    expect(errorToast('breakStart', generic)?.description).toBe('Error al iniciar la pausa');
    expect(errorToast('end', 'algo raro')?.description).toBe('Error al finalizar la jornada');
  });

  it("an end without the user's company schema is refused with SPEC's message, shown in the 'Error' toast", () => {
    for (const schema of [null, undefined, '']) {
      const refusal = missingCompanyError('end', schema);
      expect(refusal?.message).toBe('No se pudo determinar el esquema de la empresa');
      expect(errorToast('end', refusal)).toMatchObject({
        title: 'Error',
        description: 'No se pudo determinar el esquema de la empresa',
        variant: 'destructive',
      });
    }
    expect(missingCompanyError('end', 'panaderia_ejemplo')).toBeNull();
    expect(missingCompanyError('start', null)).toBeNull();
  });

  it('no second toast for a network failure (the connection toast already showed)', () => {
    expect(errorToast('start', new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: 'network' }))).toBeNull();
  });
});

describe('client time', () => {
  it('headers carry the zone and the ISO instant', () => {
    const now = new Date('2025-07-24T08:00:00.000Z');
    expect(clientTimeHeaders(now, 'Europe/Madrid')).toEqual({
      'X-Client-Timezone': 'Europe/Madrid',
      'X-Client-Time': '2025-07-24T08:00:00.000Z',
    });
    expect(clientTime(now)).toMatchObject({ timestamp: now.getTime() });
    expect(clientTime(now).timeString).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(clientTime(now).dateString).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
