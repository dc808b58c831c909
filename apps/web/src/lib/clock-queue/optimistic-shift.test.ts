import { describe, expect, it } from 'vitest';
import { makeShift } from '../../testing/make-shift';
import { applyOptimisticAction, OPTIMISTIC_SHIFT_ID, withQueuedActions } from './optimistic-shift';

const now = new Date('2025-07-24T08:00:00.000Z'); // 10:00:00 Madrid

describe('applyOptimisticAction', () => {
  it('start with no shift: a new in-progress shift starting now (Madrid date and time)', () => {
    const shift = applyOptimisticAction(null, 'start', now, { userId: 7 });
    expect(shift).toMatchObject({
      id: OPTIMISTIC_SHIFT_ID,
      user_id: 7,
      status: 'in_progress',
      fecha: '2025-07-24',
      hora_inicio: '10:00:00',
      started_at: now.toISOString(),
      ended_at: null,
      break_spans: [],
    });
  });

  it('start after a completed shift replaces it with a new one; start on an open shift changes nothing', () => {
    const completed = makeShift({ status: 'completed', ended_at: '2025-07-24T07:00:00.000Z' });
    expect(applyOptimisticAction(completed, 'start', now)?.status).toBe('in_progress');
    expect(applyOptimisticAction(completed, 'start', now)?.ended_at).toBeNull();
    const open = makeShift();
    expect(applyOptimisticAction(open, 'start', now)).toBe(open);
  });

  it('break start opens a break span and s_pausa_N', () => {
    const shift = makeShift({
      breaks: { s_pausa_1: '08:30:00', e_pausa_1: '08:40:00' },
      break_spans: [{ start: '2025-07-24T06:30:00.000Z', end: '2025-07-24T06:40:00.000Z' }],
    });
    const next = applyOptimisticAction(shift, 'breakStart', now);
    expect(next?.status).toBe('on_break');
    expect(next?.break_spans).toEqual([...shift.break_spans, { start: now.toISOString(), end: null }]);
    expect(next?.breaks).toEqual({ ...shift.breaks, s_pausa_2: '10:00:00' });
    expect(shift.status).toBe('in_progress');
  });

  it('break end closes the open break and resumes', () => {
    const onBreak = makeShift({
      status: 'on_break',
      breaks: { s_pausa_1: '09:45:00' },
      break_spans: [{ start: '2025-07-24T07:45:00.000Z', end: null }],
    });
    const next = applyOptimisticAction(onBreak, 'breakEnd', now);
    expect(next?.status).toBe('in_progress');
    expect(next?.break_spans).toEqual([{ start: '2025-07-24T07:45:00.000Z', end: now.toISOString() }]);
    expect(next?.breaks).toEqual({ s_pausa_1: '09:45:00', e_pausa_1: '10:00:00' });
  });

  it('end completes the shift now, closing an open break and keeping the observations', () => {
    const onBreak = makeShift({ status: 'on_break', break_spans: [{ start: '2025-07-24T07:45:00.000Z', end: null }] });
    const next = applyOptimisticAction(onBreak, 'end', now, { observaciones: 'Salgo antes' });
    expect(next).toMatchObject({
      status: 'completed',
      ended_at: now.toISOString(),
      hora_fin: '10:00:00',
      observaciones: 'Salgo antes',
    });
    expect(next?.break_spans[0]?.end).toBe(now.toISOString());
  });

  it('actions the state does not allow leave the shift untouched (the server answers with the reason)', () => {
    const inProgress = makeShift();
    const completed = makeShift({ status: 'completed' });
    expect(applyOptimisticAction(inProgress, 'breakEnd', now)).toBe(inProgress);
    expect(applyOptimisticAction(completed, 'breakStart', now)).toBe(completed);
    expect(applyOptimisticAction(completed, 'end', now)).toBe(completed);
    expect(applyOptimisticAction(null, 'end', now)).toBeNull();
    expect(applyOptimisticAction(null, 'breakStart', now)).toBeNull();
  });
});

describe('withQueuedActions', () => {
  const at = (iso: string) => Date.parse(iso);

  it('lays the queued taps over the last known state, in order; refused ones are left out', () => {
    const queued = [
      { action: 'start' as const, tapAt: at('2025-07-24T07:00:00Z') },
      { action: 'breakStart' as const, tapAt: at('2025-07-24T09:00:00Z') },
      { action: 'end' as const, tapAt: at('2025-07-24T09:30:00Z'), refusal: 'No' },
    ];
    const shift = withQueuedActions(null, queued, { userId: 7 });
    expect(shift).toMatchObject({ status: 'on_break', user_id: 7, hora_inicio: '09:00:00' });
    expect(shift?.break_spans).toEqual([{ start: '2025-07-24T09:00:00.000Z', end: null }]);
  });

  it('a tap the state already shows changes nothing (the optimistic state and the queue agree)', () => {
    const open = makeShift();
    expect(withQueuedActions(open, [{ action: 'start', tapAt: at('2025-07-24T07:00:00Z') }])).toBe(open);
    expect(withQueuedActions(open, [])).toBe(open);
  });
});
