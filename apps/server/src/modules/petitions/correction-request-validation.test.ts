import type { Workshift } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { clockDirectly } from '../../../test/clock-helpers';
import { MARTA, send, shiftsOf } from '../../../test/petition-helpers';
import { correction } from './correction.test-helpers';
import { as, ctx, usePetitionsContext } from './petitions.test-helpers';

usePetitionsContext();

describe('what a correction request may say', () => {
  it('refuses times in the future, a change of nothing, breaks outside the shift and overlaps', async () => {
    const marta = as(MARTA);
    const yesterday = new Date(Date.now() - 30 * 3600_000);
    await clockDirectly(ctx, marta.user, 'start', { occurredAt: yesterday });
    await clockDirectly(ctx, marta.user, 'end', { occurredAt: new Date(yesterday.getTime() + 4 * 3600_000) });
    await clockDirectly(ctx, marta.user, 'start', { occurredAt: new Date(yesterday.getTime() + 5 * 3600_000) });
    await clockDirectly(ctx, marta.user, 'end', { occurredAt: new Date(yesterday.getTime() + 9 * 3600_000) });
    const [later, earlier] = (await shiftsOf(ctx, marta)) as [Workshift, Workshift];
    const at = (iso: string, minutes = 0) => {
      const instant = new Date(new Date(iso).getTime() + minutes * 60_000);
      const parts = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Madrid',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
      return parts.replace(' ', 'T');
    };
    const attempt = (shift: Workshift, values: Record<string, unknown>) =>
      send(ctx, marta, 'POST', '/api/petitions', correction(shift, values));

    const nowIso = new Date().toISOString();
    const future = await attempt(earlier, { started_at: at(nowIso, 60), ended_at: at(nowIso, 120) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('La corrección no puede fijar horas posteriores a este momento');

    const same = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.ended_at as string),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La corrección no cambia nada de la jornada');

    const noEnd = await attempt(earlier, { started_at: at(earlier.started_at, -10) });
    expect(noEnd.json().message).toBe('Indica la hora de fin de la jornada');

    const outside = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.ended_at as string),
      breaks: [{ start: at(earlier.started_at, -30), end: at(earlier.started_at, 10) }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Las pausas deben estar dentro de la jornada');

    const overlap = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(later.started_at, 30),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/^La jornada corregida se solaparía con otra jornada tuya del /);

    const backwards = await attempt(earlier, {
      started_at: at(earlier.started_at),
      ended_at: at(earlier.started_at, -5),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La hora de fin debe ser posterior a la de inicio');

    const badDate = await attempt(earlier, { started_at: '2026-02-30T08:00', ended_at: '2026-02-30T15:00' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Fecha y hora no válidas (yyyy-MM-ddTHH:mm, hora de Madrid)');
  });
});
