import { afterAll, beforeAll, expect } from 'vitest';
import { apiGet, apiPost, type LoggedIn } from '../../../test/clock-helpers';
import { sessionsFor } from '../../../test/petition-helpers';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

/**
 * What the workshift route tests share. Each test file calls `useWorkshiftContext()` once and gets its
 * own database; Vitest loads this module afresh for every file, so `ctx` and the sessions are that
 * file's alone.
 */
export let ctx: TestContext;
export let as: (email: string) => LoggedIn;
export const PABLO = 'pablo.diaz@jornada.test';
export const JAVIER = 'javier.moreno@jornada.test';
export const MARTA = 'marta.sanchez@jornada.test';

export const MESSAGES = {
  alreadyOpen: 'Ya tienes una jornada en curso. Finalízala antes de iniciar otra.',
  noneOpen: 'No tienes ninguna jornada en curso',
  noShift: 'No hay un turno activo o configuración disponible',
  notInProgress: 'El turno no está en progreso',
  notOnBreak: 'No estás en pausa',
  wait30: 'Debes esperar 30 minutos más antes de iniciar otra pausa',
  limit2: 'Ya has alcanzado el límite de 2 pausas por día',
  notFound: 'Empleado no encontrado',
  forbidden: 'No tienes permiso para realizar esta acción',
} as const;

export const TIME = /^\d{2}:\d{2}:\d{2}$/;
export const MADRID = { latitude: 40.4168, longitude: -3.7038, accuracy: 12 };

/** A fresh demo database for this file, with sessions of the demo's company users and panadería's workers. */
export function useWorkshiftContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
    as = await sessionsFor(ctx, [
      demoUsers.company,
      demoUsers.manager,
      demoUsers.worker,
      demoUsers.company2,
      demoUsers.worker2,
      PABLO,
      JAVIER,
      MARTA,
    ]);
  });
  afterAll(() => ctx?.close());
}

export const get = (email: string, url: string) => apiGet(ctx, as(email).cookie, url);
export const post = (email: string, url: string, payload: unknown = {}) => apiPost(ctx, as(email).cookie, url, payload);
export const idOf = (email: string) => as(email).user.id;

export async function expectRefused(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
}

export async function cursorOf(email: string): Promise<string> {
  const response = await get(email, '/api/workshift/status');
  expect(response.statusCode).toBe(200);
  return response.json().cursor;
}
