import { describe, expect, it } from 'vitest';
import { type BreakPolicyConfig, type BreakPolicyShift, decideBreakStart } from './break-policy';

const now = new Date('2026-11-20T11:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const config: BreakPolicyConfig = { break_included: false, max_breaks_per_day: 2, min_break_interval: 30 };
const inProgress = (breaks: BreakPolicyShift['breaks'] = []): BreakPolicyShift => ({ status: 'in_progress', breaks });

/** The refusal reason, or the note when allowed. */
function outcome(shift: BreakPolicyShift | null | undefined, cfg: BreakPolicyConfig | null | undefined) {
  const decision = decideBreakStart(shift, cfg, now);
  return decision.isAllowed ? { allowed: decision.note } : { refused: decision.reason };
}

describe('decideBreakStart (SPEC §5)', () => {
  it('needs a shift and a config', () => {
    const refused = { refused: 'No hay un turno activo o configuración disponible' };
    expect(outcome(null, config)).toEqual(refused);
    expect(outcome(undefined, config)).toEqual(refused);
    expect(outcome(inProgress(), null)).toEqual(refused);
    expect(outcome(inProgress(), undefined)).toEqual(refused);
  });

  it('needs the shift in progress', () => {
    for (const status of ['on_break', 'completed', 'not_started']) {
      expect(outcome({ status, breaks: [] }, config), status).toEqual({ refused: 'El turno no está en progreso' });
    }
  });

  it('stops at max_breaks_per_day, whatever the interval', () => {
    const two = [
      { start: minutesAgo(200), end: minutesAgo(190) },
      { start: minutesAgo(120), end: minutesAgo(100) },
    ];
    expect(outcome(inProgress(two), config)).toEqual({ refused: 'Ya has alcanzado el límite de 2 pausas por día' });
    expect(outcome(inProgress(two), { ...config, max_breaks_per_day: 3 })).toEqual({
      allowed: 'Las pausas no cuentan como tiempo trabajado',
    });
    expect(outcome(inProgress(), { ...config, max_breaks_per_day: 0 })).toEqual({
      refused: 'Ya has alcanzado el límite de 0 pausas por día',
    });
    // The limit is checked before the interval.
    const recent = [
      { start: minutesAgo(20), end: minutesAgo(10) },
      { start: minutesAgo(8), end: minutesAgo(1) },
    ];
    expect(outcome(inProgress(recent), config)).toEqual({ refused: 'Ya has alcanzado el límite de 2 pausas por día' });
  });

  it('makes the worker wait min_break_interval minutes after the last break ended, rounded up', () => {
    const after = (minutes: number, cfg = config) =>
      outcome(inProgress([{ start: minutesAgo(minutes + 15), end: minutesAgo(minutes) }]), cfg);
    const wait = (n: number) => ({ refused: `Debes esperar ${n} minutos más antes de iniciar otra pausa` });
    expect(after(0)).toEqual(wait(30));
    expect(after(10)).toEqual(wait(20));
    expect(after(10.5)).toEqual(wait(20));
    expect(after(10.01)).toEqual(wait(20));
    expect(after(29.5)).toEqual(wait(1));
    expect(after(30)).toEqual({ allowed: 'Las pausas no cuentan como tiempo trabajado' });
    expect(after(45)).toEqual({ allowed: 'Las pausas no cuentan como tiempo trabajado' });
    expect(after(0, { ...config, min_break_interval: 0 })).toEqual({
      allowed: 'Las pausas no cuentan como tiempo trabajado',
    });
    expect(after(3, { ...config, min_break_interval: 5 })).toEqual(wait(2));
  });

  it('counts from the latest end, not the last break listed', () => {
    const breaks = [
      { start: minutesAgo(30), end: minutesAgo(25) },
      { start: minutesAgo(90), end: minutesAgo(80) },
    ];
    expect(outcome(inProgress(breaks), { ...config, max_breaks_per_day: 5 })).toEqual({
      refused: 'Debes esperar 5 minutos más antes de iniciar otra pausa',
    });
  });

  it('says whether breaks count as worked time', () => {
    expect(outcome(inProgress(), { ...config, break_included: true })).toEqual({
      allowed: 'Las pausas cuentan como tiempo trabajado',
    });
    expect(outcome(inProgress(), { ...config, break_included: false })).toEqual({
      allowed: 'Las pausas no cuentan como tiempo trabajado',
    });
  });
});
