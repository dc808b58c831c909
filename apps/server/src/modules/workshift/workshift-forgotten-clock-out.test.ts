import { describe, expect, it } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { demoUsers } from '../../../test/test-app';
import { as, ctx, get, PABLO, useWorkshiftContext } from './workshift.test-helpers';

useWorkshiftContext();

describe('forgotten clock-out (SPEC: never closed by the server)', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

  it('a shift open 13 h (limit 12) is flagged is_forgotten and stays in progress with no end', async () => {
    await clockDirectly(ctx, as(demoUsers.worker2).user, 'start', { occurredAt: hoursAgo(13) });
    const response = await get(demoUsers.worker2, '/api/workshift/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'in_progress',
      is_forgotten: true,
      hora_fin: null,
      ended_at: null,
      horas_totales: null,
    });
    expect(response.json().worked_seconds).toBeGreaterThanOrEqual(13 * 3600);
  });

  it('a shift open 11 h is not', async () => {
    await clockDirectly(ctx, as(PABLO).user, 'start', { occurredAt: hoursAgo(11) });
    const response = await get(PABLO, '/api/workshift/current');
    expect(response.json()).toMatchObject({ status: 'in_progress', is_forgotten: false, hora_fin: null });
  });
});
