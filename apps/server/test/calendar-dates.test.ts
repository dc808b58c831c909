import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, demoUsers, loginAs, type TestContext } from './test-app';

let ctx: TestContext;
let worker = '';
let admin = '';
beforeAll(async () => {
  ctx = await createTestContext();
  worker = await loginAs(ctx.app, demoUsers.worker, undefined, '10.72.0.1');
  admin = await loginAs(ctx.app, demoUsers.company, undefined, '10.72.0.2');
});
afterAll(() => ctx.close());

const DATE_MESSAGE = 'Fecha no válida (yyyy-MM-dd)';
const IMPOSSIBLE = ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-05'];

describe('a date that does not exist → 400 in Spanish, wherever a date is taken', () => {
  it('in queries: shift history, the activity log, vacation days', async () => {
    for (const date of IMPOSSIBLE) {
      const requests = [
        { url: `/api/workshift/history?from=${date}`, cookie: worker },
        { url: `/api/workshift/history?to=${date}`, cookie: worker },
        { url: `/api/logs?from=${date}`, cookie: admin },
        { url: `/api/vacations/days?from=${date}&to=2026-12-31`, cookie: worker },
      ];
      for (const request of requests) {
        const response = await call(ctx.app, { method: 'GET', ...request });
        expect.soft(response.statusCode, `${request.url} → ${response.body}`).toBe(400);
        expect.soft(response.json().message, request.url).toBe(DATE_MESSAGE);
      }
    }
  });

  it('in bodies: the incident report, a company holiday, a vacation request', async () => {
    const bodies = [
      {
        url: '/api/globalsendemail',
        cookie: worker,
        payload: { titulo: 'Fichaje', tipo: 'Otro', descripcion: 'Detalle', fecha: '2026-02-30', hora: '10:00' },
      },
      { url: '/api/holidays', cookie: admin, payload: { date: '2026-02-29', name: 'Festivo local' } },
      {
        url: '/api/petitions',
        cookie: worker,
        payload: {
          table_name: 'vacations',
          vacation_type: 'vacaciones',
          start_date: '2026-06-31',
          end_date: '2026-07-02',
        },
      },
    ];
    for (const request of bodies) {
      const response = await call(ctx.app, { method: 'POST', ...request });
      expect.soft(response.statusCode, `${request.url} → ${response.body}`).toBe(400);
      expect.soft(response.json().message, request.url).toBe(DATE_MESSAGE);
    }
    const holidays = await call(ctx.app, { method: 'GET', url: '/api/holidays?year=2026', cookie: admin });
    expect(holidays.json().data.map((h: { name: string }) => h.name)).not.toContain('Festivo local');
  });

  it('a real date, 29 February of a leap year included, is accepted', async () => {
    const history = await call(ctx.app, {
      method: 'GET',
      url: '/api/workshift/history?from=2028-02-01&to=2028-02-29',
      cookie: worker,
    });
    expect(history.statusCode).toBe(200);
    const holiday = await call(ctx.app, {
      method: 'POST',
      url: '/api/holidays',
      payload: { date: '2028-02-29', name: 'Bisiesto' },
      cookie: admin,
    });
    expect(holiday.statusCode).toBe(200);
    expect(holiday.json().date).toBe('2028-02-29');
  });
});
