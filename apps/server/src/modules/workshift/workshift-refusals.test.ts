import { describe, expect, it } from 'vitest';
import { apiGet, apiPost, countClockEvents, type Workshift } from '../../../test/clock-helpers';
import { call, demoUsers } from '../../../test/test-app';
import {
  as,
  ctx,
  expectRefused,
  get,
  JAVIER,
  MARTA,
  MESSAGES,
  post,
  useWorkshiftContext,
} from './workshift.test-helpers';

useWorkshiftContext();

describe('refusals: status, message, and nothing written', () => {
  const worker = JAVIER;

  it('without a shift: end, break/end and resume say there is none; break/start names the break rule', async () => {
    const events = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/end', { observaciones: 'x' }), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/break/end', {}), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/resume', {}), 409, MESSAGES.noneOpen);
    await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.noShift);
    expect(await countClockEvents(ctx)).toBe(events);
  });

  it('start while one is open; break/end or resume when not on break; break/start while on break', async () => {
    expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
    const events = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/start', {}), 409, MESSAGES.alreadyOpen);
    await expectRefused(await post(worker, '/api/workshift/break/end', {}), 409, MESSAGES.notOnBreak);
    await expectRefused(await post(worker, '/api/workshift/resume', {}), 409, MESSAGES.notOnBreak);
    expect(await countClockEvents(ctx)).toBe(events);

    expect((await post(worker, '/api/workshift/break/start', {})).statusCode).toBe(200);
    const onBreak = await countClockEvents(ctx);
    await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.notInProgress);
    await expectRefused(await post(worker, '/api/workshift/start', {}), 409, MESSAGES.alreadyOpen);
    expect(await countClockEvents(ctx)).toBe(onBreak);
    expect((await get(worker, '/api/workshift/current')).json().status).toBe('on_break');
  });

  it('bad input: 400 with a Spanish message, and nothing written', async () => {
    const events = await countClockEvents(ctx);
    const cases: { url: string; payload: unknown; message: string | RegExp }[] = [
      {
        url: '/api/workshift/start',
        payload: { location: { latitude: 200, longitude: 0 } },
        message: 'Latitud no válida',
      },
      {
        url: '/api/workshift/break/end',
        payload: { location: { latitude: 40, longitude: -181 } },
        message: 'Longitud no válida',
      },
      { url: '/api/workshift/break/end', payload: { location: 'Madrid' }, message: /^Entrada inválida/ },
      { url: '/api/workshift/resume', payload: { location: { latitude: '40', longitude: -3 } }, message: /inválid/ },
      {
        url: '/api/workshift/end',
        payload: { observaciones: 'a'.repeat(1001) },
        message: 'Las observaciones no pueden superar 1000 caracteres',
      },
      { url: '/api/workshift/end', payload: { observaciones: 42 }, message: /^Entrada inválida/ },
    ];
    for (const { url, payload, message } of cases) {
      const response = await post(worker, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const badJson = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/end',
      cookie: as(worker).cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"observaciones": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('El cuerpo de la petición no es JSON válido');
    expect(await countClockEvents(ctx)).toBe(events);
    // 1000 characters exactly is fine.
    const ended = await post(worker, '/api/workshift/end', { observaciones: 'a'.repeat(1000) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().observaciones).toHaveLength(1000);
  });

  it('without a session: 401; a company admin (no clock permission): 403; nothing written', async () => {
    const events = await countClockEvents(ctx);
    for (const url of ['/api/workshift/start', '/api/workshift/break/start', '/api/workshift/end']) {
      await expectRefused(await apiPost(ctx, undefined, url, {}), 401, 'No has iniciado sesión');
      await expectRefused(await post(demoUsers.company, url, {}), 403, MESSAGES.forbidden);
    }
    await expectRefused(await apiGet(ctx, undefined, '/api/workshift/current'), 401, 'No has iniciado sesión');
    await expectRefused(await get(demoUsers.company, '/api/workshift/current'), 403, MESSAGES.forbidden);
    expect(await countClockEvents(ctx)).toBe(events);
  });
});

describe('max_breaks_per_day', () => {
  it('a third break with max 2 (and no interval) is refused with the limit message, and writes nothing', async () => {
    const worker = MARTA;
    const companyId = as(worker).user.company_id;
    await ctx.superuserQuery(
      'update company_config set min_break_interval = 0, max_breaks_per_day = 2 where company_id = $1',
      [companyId],
    );
    try {
      expect((await post(worker, '/api/workshift/start', {})).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) {
        expect((await post(worker, '/api/workshift/break/start', {})).statusCode).toBe(200);
        expect((await post(worker, '/api/workshift/break/end', {})).statusCode).toBe(200);
      }
      const events = await countClockEvents(ctx);
      await expectRefused(await post(worker, '/api/workshift/break/start', {}), 409, MESSAGES.limit2);
      expect(await countClockEvents(ctx)).toBe(events);
      const current: Workshift = (await get(worker, '/api/workshift/current')).json();
      expect(current.status).toBe('in_progress');
      expect(Object.keys(current.breaks)).toHaveLength(4);
    } finally {
      await ctx.superuserQuery(
        'update company_config set min_break_interval = 30, max_breaks_per_day = 2 where company_id = $1',
        [companyId],
      );
    }
    expect((await post(worker, '/api/workshift/end', {})).statusCode).toBe(200);
  });
});
