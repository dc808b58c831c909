import { randomUUID } from 'node:crypto';
import { workshiftSchema } from '@jornada/shared/api/workshift';
import { beforeAll, describe, expect, it } from 'vitest';
import { countClockEvents } from '../../../test/clock-helpers';
import {
  asPos,
  asUser,
  ctx,
  DEMO_POS,
  idOf,
  JAVIER,
  KIOSK_PIN,
  LUCIA,
  PABLO,
  posLogin,
  tomorrowAtNine,
  usePosContext,
} from '../terminals/pos.test-helpers';
import { forgetIdempotencyKeys } from './forget-idempotency-keys';

// A fixed time of day after every seeded shift: the rules' answers do not depend on when this runs.
const NINE = tomorrowAtNine();
usePosContext({ fakeNow: () => NINE });

const REUSED =
  'Esta clave de idempotencia (Idempotency-Key) ya se usó para otro fichaje: cada pulsación necesita una clave nueva';
const SCHEMA = '?schema_name=panaderia_ejemplo';
let kiosk: string;

beforeAll(async () => {
  kiosk = await posLogin(DEMO_POS, '10.81.0.1');
});

const web = (path: string, key: string | undefined, body: Record<string, unknown> = {}) =>
  asUser(LUCIA, 'POST', `/api/workshift/${path}`, body, key === undefined ? {} : { 'idempotency-key': key });
const pos = (path: string, key: string, body: Record<string, unknown>) =>
  asPos(kiosk, 'POST', `/api/pos/workshift/${path}${SCHEMA}`, body, { 'idempotency-key': key });

describe('Idempotency-Key on clock actions', () => {
  it('a retry with the same key gets the first answer and records nothing new', async () => {
    const key = randomUUID();
    const events = await countClockEvents(ctx, idOf(LUCIA));
    const first = await web('start', key, { location: { latitude: 40.4, longitude: -3.7 } });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await web('start', key, { location: { latitude: 40.4, longitude: -3.7 } });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(workshiftSchema.parse(retry.json())).toEqual(workshiftSchema.parse(first.json()));
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events + 1);
    // Without the key, the same tap again is a second start, which the rules refuse.
    expect((await web('start', undefined)).statusCode).toBe(409);
  });

  it('the same key with another body, or on another action, is 422 in Spanish and writes nothing', async () => {
    const key = randomUUID();
    expect((await web('break/start', key)).statusCode).toBe(200);
    const events = await countClockEvents(ctx, idOf(LUCIA));
    const otherBody = await web('break/start', key, { location: { latitude: 41, longitude: 2 } });
    expect({ status: otherBody.statusCode, message: otherBody.json().message }).toEqual({
      status: 422,
      message: REUSED,
    });
    const otherAction = await web('break/end', key);
    expect({ status: otherAction.statusCode, message: otherAction.json().message }).toEqual({
      status: 422,
      message: REUSED,
    });
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events);
    expect((await asUser(LUCIA, 'GET', '/api/workshift/current')).json().status).toBe('on_break');
  });

  it('a key that is not a UUID is 400 with a Spanish message', async () => {
    const response = await web('break/end', 'tap-1');
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: 'La cabecera Idempotency-Key debe ser un UUID',
    });
  });

  it('simultaneous retries of one tap record it once and all get the same answer', async () => {
    const key = randomUUID();
    const events = await countClockEvents(ctx, idOf(LUCIA));
    const answers = await Promise.all(Array.from({ length: 6 }, () => web('break/end', key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countClockEvents(ctx, idOf(LUCIA))).toBe(events + 1);
  });

  it('the kiosk: one tap per key, a retry for the same worker replays, the key for another worker is refused', async () => {
    const key = randomUUID();
    const events = await countClockEvents(ctx);
    const first = await pos('start', key, { user_id: idOf(JAVIER), pin: KIOSK_PIN });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await pos('start', key, { user_id: idOf(JAVIER), pin: KIOSK_PIN });
    expect(retry.body).toBe(first.body);
    const other = await pos('start', key, { user_id: idOf(PABLO), pin: KIOSK_PIN });
    expect({ status: other.statusCode, message: other.json().message }).toEqual({ status: 422, message: REUSED });
    expect(await countClockEvents(ctx)).toBe(events + 1);
  });

  it('answers are kept at least 24 hours, then forgotten; the rules then judge a late retry', async () => {
    const key = randomUUID();
    const ended = await web('end', key, { observaciones: 'Fin' });
    expect(ended.statusCode, ended.body).toBe(200);
    const stored = async () =>
      (
        await ctx.superuserQuery<{ n: number }>('select count(*)::int as n from idempotency_keys where key = $1', [key])
      )[0]?.n;
    // created_at is the database's clock, which a faked Date does not move on PostgreSQL: measure from it.
    const [row] = await ctx.superuserQuery<{ created_at: Date }>(
      'select created_at from idempotency_keys where key = $1',
      [key],
    );
    const createdAt = (row as { created_at: Date }).created_at.getTime();
    await forgetIdempotencyKeys(ctx.database.db, new Date(createdAt + 25 * 3600_000));
    expect(await stored()).toBe(1);
    expect((await web('end', key, { observaciones: 'Fin' })).body).toBe(ended.body);
    await forgetIdempotencyKeys(ctx.database.db, new Date(createdAt + 49 * 3600_000));
    expect(await stored()).toBe(0);
    const late = await web('end', key, { observaciones: 'Fin' });
    expect(late.statusCode).toBe(409);
  });
});
