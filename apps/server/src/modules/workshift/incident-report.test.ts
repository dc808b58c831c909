import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, countClockEvents, type LoggedIn, logIn } from '../../../test/clock-helpers';
import { type Mailbox, startMailbox } from '../../../test/smtp-mailbox';
import { createTestContext, demoUsers, type TestContext } from '../../../test/test-app';

const EMPTY = 'El título y la descripción no pueden estar vacíos.';
const JAVIER = 'javier.moreno@jornada.test';

let ctx: TestContext;
let mailbox: Mailbox;
const people = new Map<string, LoggedIn>();

function as(email: string): LoggedIn {
  const who = people.get(email);
  if (!who) throw new Error(`sin sesión para ${email}`);
  return who;
}
const report = (email: string, payload: unknown) => apiPost(ctx, as(email).cookie, '/api/globalsendemail', payload);

const incident = {
  titulo: 'Olvidé fichar la salida ayer',
  tipo: 'Olvido de fichar salida',
  descripcion: 'Salí a las 15:00 pero la app se cerró antes de fichar.',
  fecha: '2026-11-19',
  hora: '15:00',
};

interface IncidentRow {
  id: string;
  kind: string;
  workshift_id: string | null;
  client_time: string | null;
  latitude: number | null;
  details: Record<string, unknown>;
}

async function lastEventOf(userId: number): Promise<IncidentRow | undefined> {
  const [row] = await ctx.superuserQuery<IncidentRow>(
    `select id::text, kind, workshift_id::text, client_time, latitude, details
       from clock_events e where user_id = $1 order by e.id desc limit 1`,
    [userId],
  );
  return row;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestContext({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://jornada.test' } });
  for (const email of [demoUsers.company, demoUsers.company2, demoUsers.manager, demoUsers.worker, JAVIER]) {
    people.set(email, await logIn(ctx, email));
  }
});
afterAll(async () => {
  await ctx?.close();
  await mailbox?.close();
});

describe('POST /api/globalsendemail (web incident report)', () => {
  it('records an incident event tied to the open shift and emails the company admin', async () => {
    const worker = as(demoUsers.worker);
    const started = await apiPost(ctx, worker.cookie, '/api/workshift/start', {});
    expect(started.statusCode).toBe(200);
    const shiftId: number = started.json().id;
    const cursor = (await apiGet(ctx, worker.cookie, '/api/workshift/status')).json().cursor;

    const location = { latitude: 40.4168, longitude: -3.7038, accuracy: 20 };
    const response = await report(demoUsers.worker, { ...incident, location });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Incidencia registrada' });

    const event = await lastEventOf(worker.user.id);
    expect(event).toMatchObject({
      kind: 'incident',
      workshift_id: String(shiftId),
      client_time: '2026-11-19 15:00',
      latitude: 40.4168,
      details: incident,
    });
    // The worker's record moved on; the shift is still open, with the incident's place in its history.
    const status = (await apiGet(ctx, worker.cookie, `/api/workshift/status?since=${cursor}`)).json();
    expect(status).toEqual({ hasChanges: true, cursor: event?.id });
    const current = (await apiGet(ctx, worker.cookie, '/api/workshift/current')).json();
    expect(current).toMatchObject({ id: shiftId, status: 'in_progress' });
    expect(current.locations.map((l: { action: string }) => l.action)).toEqual(['incident']);
    expect(current.json_security.locationHistory.incident).toMatchObject({ latitude: 40.4168, longitude: -3.7038 });

    const mail = await mailbox.nthMailTo(demoUsers.company, 1);
    expect(mail.subject).toBe('Incidencia de Lucía Fernández: Olvido de fichar salida');
    expect(mail.text).toContain('Hola Ana García:');
    expect(mail.text).toContain(`Título: ${incident.titulo}`);
    expect(mail.text).toContain('Tipo: Olvido de fichar salida. Fecha y hora indicadas: 2026-11-19 15:00.');
    expect(mail.text).toContain(`Descripción: ${incident.descripcion}`);
    expect(mail.text).toContain('Lucía Fernández (trabajador@jornada.test)');
    expect(mail.text).toContain('http://jornada.test/employees');
    expect(mail.html).toContain(incident.titulo);
    // Only the admin of that company: not the manager, not the other company's admin.
    expect(mailbox.mails.map((m) => m.to)).toEqual([[demoUsers.company]]);
  });

  it('with no open shift, the incident stands alone (no workshift_id); a manager may report too', async () => {
    expect((await report(JAVIER, { ...incident, tipo: 'Otro', titulo: 'Sin turno' })).statusCode).toBe(200);
    expect(await lastEventOf(as(JAVIER).user.id)).toMatchObject({
      kind: 'incident',
      workshift_id: null,
      latitude: null,
      details: { tipo: 'Otro', titulo: 'Sin turno' },
    });
    expect((await apiGet(ctx, as(JAVIER).cookie, '/api/workshift/current')).json()).toBeNull();

    const response = await report(demoUsers.manager, { ...incident, tipo: 'Problemas técnicos con la app' });
    expect(response.statusCode).toBe(200);
    const mail = await mailbox.nthMailTo(demoUsers.company, 3);
    expect(mail.subject).toBe('Incidencia de Carlos Ruiz: Problemas técnicos con la app');
  });

  it('escapes what the worker wrote in the HTML mail', async () => {
    const titulo = '<img src=x onerror=alert(1)> "citas" & más';
    expect((await report(demoUsers.worker, { ...incident, titulo })).statusCode).toBe(200);
    const mail = await mailbox.nthMailTo(demoUsers.company, 4);
    expect(mail.text).toContain(`Título: ${titulo}`);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('refuses empty title or description, an unknown type and bad dates with 400, writing and sending nothing', async () => {
    const events = await countClockEvents(ctx);
    const sent = mailbox.mails.length;
    const cases: [unknown, string][] = [
      [{ ...incident, titulo: '' }, EMPTY],
      [{ ...incident, titulo: '   ' }, EMPTY],
      [{ ...incident, descripcion: '' }, EMPTY],
      [{ ...incident, descripcion: ' \n ' }, EMPTY],
      [{ ...incident, titulo: undefined }, EMPTY],
      [{ ...incident, descripcion: undefined }, EMPTY],
      [{ ...incident, tipo: 'Me aburro' }, 'Tipo de incidencia no válido'],
      [{ ...incident, tipo: undefined }, 'Tipo de incidencia no válido'],
      [{ ...incident, fecha: '19/11/2026' }, 'Fecha no válida (yyyy-MM-dd)'],
      [{ ...incident, hora: '3 de la tarde' }, 'Hora no válida (HH:mm)'],
      [{ ...incident, location: { latitude: 91, longitude: 0 } }, 'Latitud no válida'],
    ];
    for (const [payload, message] of cases) {
      const response = await report(demoUsers.worker, payload);
      expect({ status: response.statusCode, message: response.json().message }, JSON.stringify(payload)).toEqual({
        status: 400,
        message,
      });
    }
    expect(await countClockEvents(ctx)).toBe(events);
    expect(mailbox.mails.length).toBe(sent);
  });

  it('is refused to a company role (403) and without a session (401)', async () => {
    const events = await countClockEvents(ctx);
    for (const email of [demoUsers.company, demoUsers.company2]) {
      const response = await report(email, incident);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
    }
    const anonymous = await apiPost(ctx, undefined, '/api/globalsendemail', incident);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('No has iniciado sesión');
    expect(await countClockEvents(ctx)).toBe(events);
  });
});
