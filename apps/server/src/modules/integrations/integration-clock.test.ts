import { randomUUID } from 'node:crypto';
import { API_KEY_MESSAGES } from '@jornada/shared/api/api-keys';
import { workshiftSchema } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../api-keys/api-keys.test-helpers';
import {
  ADMIN,
  api,
  ctx,
  FORBIDDEN,
  idOf,
  LUCIA,
  useEmployeesContext,
  WORKER_B,
} from '../employees/employees.test-helpers';

useEmployeesContext();

const PABLO = 'pablo.diaz@jornada.test';
const eventsOf = (userId: number) =>
  ctx.superuserQuery<{ kind: string; source: string; actor_user_id: number; details: Record<string, unknown> }>(
    'select kind, source, actor_user_id, details from clock_events where user_id = $1 order by id',
    [userId],
  );

describe('POST /api/integrations/workshift/{action} (clock:write)', () => {
  it("clocks a named employee in and out; the record says it came from the key, the worker's time it is", async () => {
    const created = await createKey(['clock:write'], 'Torno de la entrada');
    const pablo = idOf(PABLO);
    const started = await withKey(created.key, 'POST', '/api/integrations/workshift/start', {
      payload: { user_id: pablo, work_mode: 'presencial' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(workshiftSchema.parse(started.json())).toMatchObject({ status: 'in_progress' });

    const ended = await withKey(created.key, 'POST', '/api/integrations/workshift/end', {
      payload: { user_id: pablo, observaciones: 'Salida por el torno' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(workshiftSchema.parse(ended.json())).toMatchObject({ status: 'completed' });

    const events = await eventsOf(pablo);
    expect(events.map((e) => e.kind)).toEqual(['start', 'end']);
    for (const event of events) {
      expect(event).toMatchObject({
        source: 'api',
        actor_user_id: pablo,
        details: { api_key_id: created.id, api_key: 'Torno de la entrada' },
      });
    }
    expect(events[1]?.details.observaciones).toBe('Salida por el torno');
    // The admin's view of the employee's day shows the shift.
    const today = await api(ADMIN, 'GET', `/api/workshift/employee/${pablo}/all`);
    expect(today.statusCode).toBe(200);
    expect(today.body).toContain('Salida por el torno');
  });

  it('an Idempotency-Key retry gets the first answer and records nothing new', async () => {
    const { key } = await createKey(['clock:write'], 'Lector de tarjetas');
    const lucia = idOf(LUCIA);
    const before = (await eventsOf(lucia)).length;
    const headers = { 'idempotency-key': randomUUID() };
    const first = await withKey(key, 'POST', '/api/integrations/workshift/start', {
      payload: { user_id: lucia },
      headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await withKey(key, 'POST', '/api/integrations/workshift/start', {
      payload: { user_id: lucia },
      headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    // A second start without the key is refused: one is open.
    const again = await withKey(key, 'POST', '/api/integrations/workshift/start', { payload: { user_id: lucia } });
    expect(again.statusCode).toBe(409);
    expect((await eventsOf(lucia)).length).toBe(before + 1);
    expect(
      (await withKey(key, 'POST', '/api/integrations/workshift/end', { payload: { user_id: lucia } })).statusCode,
    ).toBe(200);
  });

  it("404 for someone who does not clock here: another company's worker, the admin, nobody; 400 without user_id", async () => {
    const { key } = await createKey(['clock:write'], 'Torno');
    for (const userId of [idOf(WORKER_B), idOf(ADMIN), 999_999]) {
      const response = await withKey(key, 'POST', '/api/integrations/workshift/start', {
        payload: { user_id: userId },
      });
      expect(response.statusCode, String(userId)).toBe(404);
      expect(response.json().message).toBe(API_KEY_MESSAGES.employeeNotFound);
    }
    const missing = await withKey(key, 'POST', '/api/integrations/workshift/start', { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(API_KEY_MESSAGES.employeeRequired);
    expect(await eventsOf(idOf(WORKER_B))).not.toContainEqual(expect.objectContaining({ source: 'api' }));
  });

  it("only a key with clock:write: other keys get 403, a person's session 403, no session 401", async () => {
    const { key } = await createKey(['register:read', 'employees:read'], 'Solo lectura');
    const url = '/api/integrations/workshift/start';
    const payload = { user_id: idOf(PABLO) };
    const withoutScope = await withKey(key, 'POST', url, { payload });
    expect(withoutScope.statusCode).toBe(403);
    expect(withoutScope.json().message).toBe(API_KEY_MESSAGES.missingScope('clock:write'));
    for (const as of [ADMIN, LUCIA]) {
      const response = await api(as, 'POST', url, payload);
      expect(response.statusCode, as).toBe(403);
      expect(response.json().message).toBe(FORBIDDEN);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
