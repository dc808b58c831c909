import { randomUUID } from 'node:crypto';
import { workshiftSchema } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import { ADMIN, asUser, ctx, idOf, LUCIA, MANAGER, tomorrowAtNine, usePosContext } from '../terminals/pos.test-helpers';
import { OFFLINE_CLAIM_MESSAGES } from './offline-claim';
import { verifyRecords } from './verify-records';

// Tomorrow 09:00 (Madrid), after every seeded shift: the claims below are relative to it.
const NINE = tomorrowAtNine();
usePosContext({ fakeNow: () => NINE });

const minutes = (n: number) => new Date(NINE.getTime() + n * 60_000);

/** A replay from the offline queue: its own key, X-Offline and the tap's time. */
const replay = (path: string, tappedAt: Date | string, body: Record<string, unknown> = {}, key = randomUUID()) =>
  asUser(LUCIA, 'POST', `/api/workshift/${path}`, body, {
    'idempotency-key': key,
    'x-offline': '1',
    'x-client-time': typeof tappedAt === 'string' ? tappedAt : tappedAt.toISOString(),
  });

async function lastEvent() {
  const [row] = await ctx.superuserQuery<{ occurred_at: Date; details: Record<string, unknown>; hash: string }>(
    'select occurred_at, details, hash from clock_events where user_id = $1 order by id desc limit 1',
    [idOf(LUCIA)],
  );
  return row;
}

async function expectRefusal(response: { statusCode: number; json(): { message: string } }, message: string) {
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 422, message });
}

describe('offline replays (X-Offline: 1, X-Client-Time)', () => {
  it('an implausible claim is 422 in Spanish and writes nothing', async () => {
    const events = await countClockEvents(ctx, idOf(LUCIA));
    await expectRefusal(await replay('start', minutes(5)), OFFLINE_CLAIM_MESSAGES.future);
    await expectRefusal(await replay('start', minutes(-7 * 24 * 60 - 1)), OFFLINE_CLAIM_MESSAGES.tooOld);
    await expectRefusal(await replay('start', 'ayer a las 8'), OFFLINE_CLAIM_MESSAGES.invalid);
    await expectRefusal(await replay('start', '2026-11-28 08:00'), OFFLINE_CLAIM_MESSAGES.invalid);
    const missing = await asUser(LUCIA, 'POST', '/api/workshift/start', {}, { 'x-offline': '1' });
    await expectRefusal(missing, OFFLINE_CLAIM_MESSAGES.invalid);
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events);
  });

  it('a plausible claim is the action time; the receive time is sealed beside it; the shift is flagged', async () => {
    const tapped = minutes(-40);
    const response = await replay('start', tapped);
    expect(response.statusCode, response.body).toBe(200);
    const shift = workshiftSchema.parse(response.json());
    expect(shift).toMatchObject({ started_at: tapped.toISOString(), hora_inicio: '08:20:00', offline: true });
    const event = await lastEvent();
    expect(event?.occurred_at.toISOString()).toBe(tapped.toISOString());
    expect(event?.details).toMatchObject({ offline: true, received_at: NINE.toISOString() });

    const current = await asUser(LUCIA, 'GET', '/api/workshift/current');
    expect(current.json()).toMatchObject({ id: shift.id, offline: true });
    const history = await asUser(LUCIA, 'GET', '/api/workshift/history?page=1&page_size=5');
    expect(history.json().data[0]).toMatchObject({ id: shift.id, offline: true });
    const seenByManager = await asUser(MANAGER, 'GET', `/api/workshift/current/user/${idOf(LUCIA)}`);
    expect(seenByManager.json()).toMatchObject({ id: shift.id, offline: true });
    // The company's register flags it too (its CSV, XLSX and PDF print that field).
    const register = await asUser(ADMIN, 'GET', `/api/reports/register?from=${shift.fecha}&to=${shift.fecha}`);
    expect(register.statusCode, register.body).toBe(200);
    const lucia = register.json().employees.find((e: { id: number }) => e.id === idOf(LUCIA));
    const shifts = lucia.days.flatMap((d: { shifts: { id: number; offline: boolean }[] }) => d.shifts);
    expect(shifts).toContainEqual(expect.objectContaining({ id: shift.id, offline: true }));
  });

  it('a claim before the worker’s latest event is refused; a claim slightly ahead is taken as the receive time', async () => {
    await expectRefusal(await replay('break/start', minutes(-41)), OFFLINE_CLAIM_MESSAGES.beforeLast);
    const ahead = await replay('break/start', minutes(1));
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect((await lastEvent())?.occurred_at.toISOString()).toBe(NINE.toISOString());
  });

  it('an online action after it keeps the server time and the flag stays on the shift', async () => {
    const ended = await asUser(LUCIA, 'POST', '/api/workshift/end', { observaciones: 'Fin' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'completed', offline: true, ended_at: NINE.toISOString() });
    expect((await lastEvent())?.details).not.toHaveProperty('offline');
  });

  it('the chain covers both times: the record verifies, and a changed receive time is detected', async () => {
    const [row] = await ctx.superuserQuery<{ company_id: number; id: string }>(
      `select company_id, id::text from clock_events where user_id = $1 and details ? 'received_at' order by id limit 1`,
      [idOf(LUCIA)],
    );
    const { company_id: companyId, id } = row as { company_id: number; id: string };
    expect((await verifyRecords(ctx.database.db, companyId)).broken).toBeNull();
    await ctx.superuserQuery('ALTER TABLE clock_events DISABLE TRIGGER clock_events_append_only');
    await ctx.superuserQuery(
      `update clock_events set details = jsonb_set(details, '{received_at}', '"2026-01-01T00:00:00.000Z"') where id = $1`,
      [id],
    );
    await ctx.superuserQuery('ALTER TABLE clock_events ENABLE TRIGGER clock_events_append_only');
    const broken = (await verifyRecords(ctx.database.db, companyId)).broken ?? [];
    expect(broken.map((link) => link.eventId)).toContain(id);
  });
});
