import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app';
import { as, ctx, cursorOf, JAVIER, MADRID, post, useWorkshiftContext } from './workshift.test-helpers';

useWorkshiftContext();

describe('location 0,0', () => {
  it('is stored as unknown: NULL coordinates in the event, left out of the shift', async () => {
    const worker = JAVIER;
    const started = await post(worker, '/api/workshift/start', {
      location: { latitude: 0, longitude: 0, accuracy: 5 },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().locations).toEqual([]);
    expect(started.json().json_security).toEqual({ locationHistory: {} });
    const startEvent = await cursorOf(worker);
    const [row] = await ctx.superuserQuery<{
      latitude: number | null;
      longitude: number | null;
      accuracy: number | null;
    }>('select latitude, longitude, accuracy from clock_events where id = $1', [startEvent]);
    expect(row).toEqual({ latitude: null, longitude: null, accuracy: null });

    // A known point next, then 0,0 again at the end: only the known one is listed.
    expect((await post(worker, '/api/workshift/break/start', { location: MADRID })).statusCode).toBe(200);
    expect((await post(worker, '/api/workshift/break/end', {})).statusCode).toBe(200);
    const ended = await post(worker, '/api/workshift/end', { location: { latitude: 0, longitude: 0 } });
    expect(ended.json().locations.map((l: { action: string }) => l.action)).toEqual(['pause']);
    const [endRow] = await ctx.superuserQuery<{ latitude: number | null; kind: string }>(
      'select latitude, kind from clock_events where id = $1',
      [await cursorOf(worker)],
    );
    expect(endRow).toEqual({ latitude: null, kind: 'end' });
    // 0 latitude alone is a real place (the equator), kept.
    const equator = await post(worker, '/api/workshift/start', { location: { latitude: 0, longitude: 9.45 } });
    expect(equator.json().locations).toMatchObject([{ action: 'start', latitude: 0, longitude: 9.45 }]);
    expect((await post(worker, '/api/workshift/end', {})).statusCode).toBe(200);
  });
});

describe("the client's own clock", () => {
  it('is kept beside the server time for audit (headers first, else the body), never used as the time', async () => {
    const worker = JAVIER;
    const lastEvent = async () => {
      const [row] = await ctx.superuserQuery<{ client_time: string | null; client_timezone: string | null; at: Date }>(
        'select client_time, client_timezone, occurred_at as at from clock_events where id = $1',
        [await cursorOf(worker)],
      );
      return row;
    };
    const before = Date.now();
    const started = await post(worker, '/api/workshift/start', {
      client_time: { timeString: '07:00:00', dateString: '2020-01-01', timestamp: 1577862000000 },
    });
    expect(started.statusCode).toBe(200);
    expect(new Date(started.json().started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastEvent()).toMatchObject({ client_time: '1577862000000', client_timezone: null });

    const ended = await call(ctx.app, {
      method: 'POST',
      url: '/api/workshift/end',
      cookie: as(worker).cookie,
      headers: { 'x-client-time': '2026-11-20T15:00:00+01:00', 'x-client-timezone': 'Europe/Madrid' },
      payload: { client_time: { timeString: '15:00:00' } },
    });
    expect(ended.statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({
      client_time: '2026-11-20T15:00:00+01:00',
      client_timezone: 'Europe/Madrid',
    });
  });
});
