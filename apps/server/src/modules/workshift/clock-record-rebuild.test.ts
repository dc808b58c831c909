import { describe, expect, it } from 'vitest';
import { apiGet, apiPost, clockDirectly } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import {
  as,
  ctx,
  JAVIER,
  MARTA,
  panaderia,
  projection,
  talleres,
  useClockRecordContext,
} from './clock-record.test-helpers';
import { rebuildWorkshifts } from './rebuild-workshifts';
import { verifyRecords } from './verify-records';

useClockRecordContext();

describe('rebuild-workshifts', () => {
  it('replays the record into exactly the same projection, open shifts, breaks and incidents included', async () => {
    const madrid = { latitude: 40.4168, longitude: -3.7038, accuracy: 9 };
    // Javier: an open shift, on break, with an incident inside it. Marta: an incident outside any shift,
    // then a completed shift whose end location is unknown. Sergio (talleres): a forgotten shift.
    expect((await apiPost(ctx, as(JAVIER).cookie, '/api/workshift/start', { location: madrid })).statusCode).toBe(200);
    expect((await apiPost(ctx, as(JAVIER).cookie, '/api/workshift/break/start', {})).statusCode).toBe(200);
    const incident = {
      titulo: 'Fichaje tardío',
      tipo: 'Fichaje fuera de horario',
      descripcion: 'Llegué antes pero el móvil no tenía cobertura',
      fecha: '2026-11-20',
      hora: '08:05',
    };
    for (const [email, location] of [
      [JAVIER, { latitude: 40.42, longitude: -3.7 }],
      [MARTA, undefined],
    ] as const) {
      const response = await apiPost(ctx, as(email).cookie, '/api/globalsendemail', { ...incident, location });
      expect(response.statusCode).toBe(200);
    }
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/start', { location: madrid })).statusCode).toBe(200);
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/break/start', {})).statusCode).toBe(200);
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/resume', {})).statusCode).toBe(200);
    const end = { location: { latitude: 0, longitude: 0 }, observaciones: 'Cierre de caja' };
    expect((await apiPost(ctx, as(MARTA).cookie, '/api/workshift/end', end)).statusCode).toBe(200);
    await clockDirectly(ctx, as(demoUsers.worker2).user, 'start', { occurredAt: new Date(Date.now() - 20 * 3600_000) });

    const javierShift = (await apiGet(ctx, as(JAVIER).cookie, '/api/workshift/current')).json();
    expect(javierShift.locations.map((l: { action: string }) => l.action)).toEqual(['start', 'incident']);

    const rows = await projection();
    const history = await apiGet(ctx, as(demoUsers.worker).cookie, '/api/workshift/history?page_size=100');
    expect(rows).toHaveLength(19);

    // Damage the projection in every way the record can repair.
    await ctx.superuserQuery("update workshifts set observaciones = 'manipulado', locations = '[]'");
    await ctx.superuserQuery('delete from workshifts where user_id = $1', [as(MARTA).user.id]);

    expect(await rebuildWorkshifts(ctx.database.db, panaderia)).toBe(15);
    expect(await rebuildWorkshifts(ctx.database.db, talleres)).toBe(4);
    expect(await projection()).toEqual(rows);
    const after = await apiGet(ctx, as(demoUsers.worker).cookie, '/api/workshift/history?page_size=100');
    expect(after.json()).toEqual(history.json());
    expect((await apiGet(ctx, as(JAVIER).cookie, '/api/workshift/current')).json()).toMatchObject({
      id: javierShift.id,
      status: 'on_break',
      locations: javierShift.locations,
      break_spans: javierShift.break_spans,
    });
    // And the record is still whole after all that.
    expect((await verifyRecords(ctx.database.db, panaderia)).broken).toBeNull();
  });
});
