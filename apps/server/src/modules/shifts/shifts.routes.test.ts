import type { Shift } from '@jornada/shared/api/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
const cookies = new Map<string, string>();
const PABLO = 'pablo.diaz@jornada.test';
const FORBIDDEN = 'No tienes permiso para realizar esta acción';

const send = (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url,
    cookie: cookies.get(email),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const listAs = async (email: string): Promise<Shift[]> => {
  const response = await send(email, 'GET', '/api/shifts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The company's audit rows for shifts, read past RLS, oldest first. */
const shiftAudit = (companyEmail: string) =>
  ctx.superuserQuery<{ action: string; entity_id: string; details: Record<string, unknown>; ip: string | null }>(
    `select a.action, a.entity_id, a.details, a.ip from audit_log a
       join users u on u.company_id = a.company_id and u.email = $1
      where a.action like 'shift.%' order by a.id`,
    [companyEmail],
  );

const shiftRowsOf = (companyEmail: string) =>
  ctx.superuserQuery<{ id: number; name: string }>(
    `select s.id, s.name from shifts s join users u on u.company_id = s.company_id and u.email = $1 order by s.id`,
    [companyEmail],
  );

const night = { name: 'Noche', startTime: '22:00', endTime: '06:00', weekdays: [5, 1, 3] };

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of [demoUsers.company, demoUsers.manager, demoUsers.worker, demoUsers.company2, demoUsers.worker2]) {
    cookies.set(email, await loginAs(ctx.app, email));
  }
});
afterAll(() => ctx?.close());

describe('GET /api/shifts', () => {
  it("lists the company's shifts with HH:mm times, weekdays and how many employees have each", async () => {
    expect(await listAs(demoUsers.company)).toEqual([
      {
        id: expect.any(Number),
        name: 'Mañana',
        startTime: '08:00',
        endTime: '15:00',
        weekdays: [1, 2, 3, 4, 5],
        crossesMidnight: false,
        employeeCount: 2,
      },
      {
        id: expect.any(Number),
        name: 'Tarde',
        startTime: '15:00',
        endTime: '22:00',
        weekdays: [1, 2, 3, 4, 5],
        crossesMidnight: false,
        employeeCount: 2,
      },
    ]);
  });

  it('managers and workers of the company read the same list (the create-employee form needs it)', async () => {
    const ofAdmin = await listAs(demoUsers.company);
    expect(await listAs(demoUsers.manager)).toEqual(ofAdmin);
    expect(await listAs(demoUsers.worker)).toEqual(ofAdmin);
  });

  it("company B sees only its own shift, never A's", async () => {
    const ofB = await listAs(demoUsers.company2);
    expect(ofB.map((s) => s.name)).toEqual(['Jornada partida']);
    expect(await listAs(demoUsers.worker2)).toEqual(ofB);
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/shifts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/shifts', () => {
  let created: Shift;

  it('creates a night shift (end before start): sorted weekdays, crossesMidnight, audited with the IP', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/shifts',
      cookie: cookies.get(demoUsers.company),
      payload: { ...night, name: '  Noche  ' },
      remoteAddress: '10.9.8.7',
    });
    expect(response.statusCode, response.body).toBe(200);
    created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Noche',
      startTime: '22:00',
      endTime: '06:00',
      weekdays: [1, 3, 5],
      crossesMidnight: true,
      employeeCount: 0,
    });
    expect((await listAs(demoUsers.worker)).map((s) => s.name)).toEqual(['Mañana', 'Tarde', 'Noche']);
    expect((await shiftAudit(demoUsers.company)).at(-1)).toEqual({
      action: 'shift.created',
      entity_id: String(created.id),
      details: { name: 'Noche', startTime: '22:00', endTime: '06:00', weekdays: [1, 3, 5] },
      ip: '10.9.8.7',
    });
  });

  it.each([
    [{ ...night, name: '   ' }, 'El nombre del turno es requerido'],
    [{ ...night, name: undefined }, 'El nombre del turno es requerido'],
    [{ ...night, name: 'x'.repeat(61) }, 'El nombre del turno no puede superar 60 caracteres'],
    [{ ...night, startTime: '8:00' }, 'La hora de entrada debe tener el formato HH:mm'],
    [{ ...night, startTime: '24:00' }, 'La hora de entrada debe tener el formato HH:mm'],
    [{ ...night, startTime: undefined }, 'La hora de entrada es requerida'],
    [{ ...night, endTime: '06:60' }, 'La hora de salida debe tener el formato HH:mm'],
    [{ ...night, endTime: '' }, 'La hora de salida es requerida'],
    [{ ...night, endTime: '22:00' }, 'La hora de salida no puede ser igual a la de entrada'],
    [{ ...night, weekdays: [] }, 'Elige al menos un día de la semana'],
    [{ ...night, weekdays: undefined }, 'Elige al menos un día de la semana'],
    [{ ...night, weekdays: [0] }, 'Día de la semana no válido (1 = lunes … 7 = domingo)'],
    [{ ...night, weekdays: [8] }, 'Día de la semana no válido (1 = lunes … 7 = domingo)'],
    [{ ...night, weekdays: [1.5] }, 'Día de la semana no válido (1 = lunes … 7 = domingo)'],
    [{ ...night, weekdays: [1, 1] }, 'Los días de la semana no pueden repetirse'],
  ])('refuses %j with 400 «%s» and creates nothing', async (payload, message) => {
    const before = await shiftRowsOf(demoUsers.company);
    const response = await send(demoUsers.company, 'POST', '/api/shifts', payload);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    expect(await shiftRowsOf(demoUsers.company)).toEqual(before);
  });

  it('refuses a second shift with the same name (any case) with 409', async () => {
    const response = await send(demoUsers.company, 'POST', '/api/shifts', { ...night, name: 'noche' });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 409,
      message: 'Ya existe un turno con ese nombre',
    });
  });

  it('lets another company use the same name', async () => {
    const response = await send(demoUsers.company2, 'POST', '/api/shifts', night);
    expect(response.statusCode, response.body).toBe(200);
    expect((await listAs(demoUsers.company2)).map((s) => s.name)).toEqual(['Jornada partida', 'Noche']);
  });

  it.each([demoUsers.manager, demoUsers.worker])('%s may not create shifts: 403, nothing created', async (email) => {
    const before = await shiftRowsOf(demoUsers.company);
    const response = await send(email, 'POST', '/api/shifts', { ...night, name: 'De un no-admin' });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 403,
      message: FORBIDDEN,
    });
    expect(await shiftRowsOf(demoUsers.company)).toEqual(before);
  });

  describe('PUT /api/shifts/:shiftId', () => {
    it('replaces the shift and logs each changed field old → new', async () => {
      const response = await send(demoUsers.company, 'PUT', `/api/shifts/${created.id}`, {
        name: 'Noche larga',
        startTime: '21:30',
        endTime: '06:00',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        ...created,
        name: 'Noche larga',
        startTime: '21:30',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      const audit = (await shiftAudit(demoUsers.company)).at(-1);
      expect(audit?.action).toBe('shift.updated');
      expect(audit?.details).toEqual({
        name: 'Noche larga',
        changes: {
          name: { from: 'Noche', to: 'Noche larga' },
          startTime: { from: '22:00', to: '21:30' },
          weekdays: { from: [1, 3, 5], to: [1, 2, 3, 4, 5, 6, 7] },
        },
      });
    });

    it('an unchanged shift writes no audit row', async () => {
      const before = (await shiftAudit(demoUsers.company)).length;
      const current = (await listAs(demoUsers.company)).find((s) => s.id === created.id) as Shift;
      const response = await send(demoUsers.company, 'PUT', `/api/shifts/${created.id}`, {
        name: current.name,
        startTime: current.startTime,
        endTime: current.endTime,
        weekdays: [7, 6, 5, 4, 3, 2, 1],
      });
      expect(response.statusCode).toBe(200);
      expect((await shiftAudit(demoUsers.company)).length).toBe(before);
    });

    it('validates like creating: 400 with the message, shift unchanged', async () => {
      const response = await send(demoUsers.company, 'PUT', `/api/shifts/${created.id}`, {
        name: 'Noche',
        startTime: '21:30',
        endTime: '21:30',
        weekdays: [1],
      });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: 'La hora de salida no puede ser igual a la de entrada',
      });
      expect((await listAs(demoUsers.company)).find((s) => s.id === created.id)?.name).toBe('Noche larga');
    });

    it('refuses renaming onto another shift’s name with 409', async () => {
      const response = await send(demoUsers.company, 'PUT', `/api/shifts/${created.id}`, {
        ...night,
        name: 'MAÑANA',
      });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 409,
        message: 'Ya existe un turno con ese nombre',
      });
    });

    it("company B's admin cannot update or delete A's shift: 404, and A's shift stays", async () => {
      const ofA = await listAs(demoUsers.company);
      const target = ofA.find((s) => s.id === created.id) as Shift;
      const put = await send(demoUsers.company2, 'PUT', `/api/shifts/${created.id}`, { ...night, name: 'Robado' });
      expect({ status: put.statusCode, message: put.json().message }).toEqual({
        status: 404,
        message: 'Turno no encontrado',
      });
      const del = await send(demoUsers.company2, 'DELETE', `/api/shifts/${created.id}`);
      expect({ status: del.statusCode, message: del.json().message }).toEqual({
        status: 404,
        message: 'Turno no encontrado',
      });
      expect((await listAs(demoUsers.company)).find((s) => s.id === created.id)).toEqual(target);
    });

    it('404 for a shift that does not exist; 400 for an id that is not one', async () => {
      const missing = await send(demoUsers.company, 'PUT', '/api/shifts/999999', night);
      expect(missing.statusCode).toBe(404);
      const bad = await send(demoUsers.company, 'PUT', '/api/shifts/abc', night);
      expect(bad.statusCode).toBe(400);
    });

    it('a manager may not update: 403', async () => {
      const response = await send(demoUsers.manager, 'PUT', `/api/shifts/${created.id}`, night);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/shifts/:shiftId', () => {
    it('refuses while active employees have the shift: 409 saying how many, nothing deleted', async () => {
      const manana = (await listAs(demoUsers.company)).find((s) => s.name === 'Mañana') as Shift;
      const response = await send(demoUsers.company, 'DELETE', `/api/shifts/${manana.id}`);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 409,
        message:
          'No se puede eliminar el turno: 2 empleados lo tienen asignado. Asígnales otro turno antes de eliminarlo.',
      });
      expect((await listAs(demoUsers.company)).map((s) => s.name)).toContain('Mañana');
    });

    it('a deactivated employee does not block: their assignment is cleared and the shift deleted', async () => {
      // Pablo (Tarde) is deactivated; Marta still has Tarde, so first give her Mañana.
      await ctx.superuserQuery(
        `update employees set deactivated_at = now() where user_id = (select id from users where email = $1)`,
        [PABLO],
      );
      await ctx.superuserQuery(
        `update employees set shift_id = (select id from shifts where name = 'Mañana' and company_id = employees.company_id)
          where user_id = (select id from users where email = 'marta.sanchez@jornada.test')`,
      );
      const tarde = (await listAs(demoUsers.company)).find((s) => s.name === 'Tarde') as Shift;
      expect(tarde.employeeCount).toBe(0);
      const response = await send(demoUsers.company, 'DELETE', `/api/shifts/${tarde.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Turno eliminado' });
      expect((await listAs(demoUsers.company)).map((s) => s.name)).not.toContain('Tarde');
      const [pablo] = await ctx.superuserQuery<{ shift_id: number | null }>(
        'select e.shift_id from employees e join users u on u.id = e.user_id where u.email = $1',
        [PABLO],
      );
      expect(pablo?.shift_id).toBeNull();
      expect((await shiftAudit(demoUsers.company)).at(-1)).toMatchObject({
        action: 'shift.deleted',
        entity_id: String(tarde.id),
        details: { name: 'Tarde', startTime: '15:00', endTime: '22:00', unassigned_deactivated_employees: 1 },
      });
    });

    it('a worker may not delete: 403, shift still there', async () => {
      const response = await send(demoUsers.worker, 'DELETE', `/api/shifts/${created.id}`);
      expect(response.statusCode).toBe(403);
      expect((await listAs(demoUsers.company)).map((s) => s.id)).toContain(created.id);
    });

    it('deletes an unassigned shift; a second delete is 404', async () => {
      const first = await send(demoUsers.company, 'DELETE', `/api/shifts/${created.id}`);
      expect(first.statusCode, first.body).toBe(200);
      expect((await listAs(demoUsers.company)).map((s) => s.id)).not.toContain(created.id);
      const again = await send(demoUsers.company, 'DELETE', `/api/shifts/${created.id}`);
      expect({ status: again.statusCode, message: again.json().message }).toEqual({
        status: 404,
        message: 'Turno no encontrado',
      });
    });
  });
});

describe('weekdays in the database', () => {
  it('the column refuses an empty array or a day outside 1–7 even past the API', async () => {
    for (const literal of ['{}', '{0}', '{8}', '{1,NULL}']) {
      await expect(
        ctx.superuserQuery(
          `insert into shifts (company_id, name, start_time, end_time, weekdays)
             select company_id, 'Directo ' || $1, '08:00', '09:00', $1::integer[] from users where email = $2`,
          [literal, demoUsers.company],
        ),
      ).rejects.toThrow(/check constraint/);
    }
  });
});
