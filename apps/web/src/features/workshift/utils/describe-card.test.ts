import { cardStatusLabels } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { COMPLETED_MESSAGE, describeCard } from './describe-card';

const config = { break_included: false, max_breaks_per_day: 2, min_break_interval: 30 };
// 10:00 Madrid (summer, UTC+2): two hours after the test shift's start.
const now = new Date('2025-07-24T08:00:00.000Z');

describe('describeCard', () => {
  it('no shift: Sin iniciar, zero time and only the start button', () => {
    const view = describeCard(null, config, now);
    expect(view.status).toBe('not_started');
    expect(view.statusLabel).toBe('Sin iniciar');
    expect(view.workedTime).toBe('00:00:00');
    expect(view.actions).toEqual(['start']);
    expect(view.breakDecision).toBeNull();
    expect(view.completedMessage).toBeNull();
    expect(view.isRestart).toBe(false);
    expect(view.startTime).toBeNull();
    expect(view.breaks).toEqual([]);
  });

  it('in progress: pause and end, the pause allowed with the break note', () => {
    const view = describeCard(makeShift(), config, now);
    expect(view.statusLabel).toBe(cardStatusLabels.in_progress);
    expect(view.actions).toEqual(['breakStart', 'end']);
    expect(view.workedTime).toBe('02:00:00');
    expect(view.startTime).toBe('08:00:00');
    expect(view.breakDecision).toEqual({ isAllowed: true, note: 'Las pausas no cuentan como tiempo trabajado' });
    expect(describeCard(makeShift(), { ...config, break_included: true }, now).breakDecision).toEqual({
      isAllowed: true,
      note: 'Las pausas cuentan como tiempo trabajado',
    });
  });

  it('in progress with the day’s breaks used up: the pause is disabled with the policy reason', () => {
    const shift = makeShift({
      break_spans: [
        { start: '2025-07-24T06:30:00.000Z', end: '2025-07-24T06:40:00.000Z' },
        { start: '2025-07-24T07:00:00.000Z', end: '2025-07-24T07:10:00.000Z' },
      ],
    });
    const view = describeCard(shift, config, now);
    expect(view.actions).toEqual(['breakStart', 'end']);
    expect(view.breakDecision).toEqual({ isAllowed: false, reason: 'Ya has alcanzado el límite de 2 pausas por día' });
    // Two 10-minute breaks are not worked time when breaks are not paid.
    expect(view.workedTime).toBe('01:40:00');
    expect(describeCard(shift, { ...config, break_included: true }, now).workedTime).toBe('02:00:00');
  });

  it("counts the day's earlier shifts' breaks too, like the server", () => {
    const earlier = [
      { start: '2025-07-24T04:00:00.000Z', end: '2025-07-24T04:10:00.000Z' },
      { start: '2025-07-24T04:30:00.000Z', end: '2025-07-24T04:40:00.000Z' },
    ];
    expect(describeCard(makeShift(), config, now, earlier).breakDecision).toEqual({
      isAllowed: false,
      reason: 'Ya has alcanzado el límite de 2 pausas por día',
    });
    // Breaks of other shifts don't change this shift's worked time.
    expect(describeCard(makeShift(), config, now, earlier).workedTime).toBe('02:00:00');
  });

  it('in progress right after a break: wait the minimum interval', () => {
    const shift = makeShift({ break_spans: [{ start: '2025-07-24T07:40:00.000Z', end: '2025-07-24T07:50:00.000Z' }] });
    expect(describeCard(shift, config, now).breakDecision).toEqual({
      isAllowed: false,
      reason: 'Debes esperar 20 minutos más antes de iniciar otra pausa',
    });
  });

  it('on break: end of break and end of shift; the open break counts until now and is not worked', () => {
    const shift = makeShift({
      status: 'on_break',
      break_spans: [{ start: '2025-07-24T07:45:00.000Z', end: null }],
    });
    const view = describeCard(shift, config, now);
    expect(view.statusLabel).toBe('En pausa');
    expect(view.actions).toEqual(['breakEnd', 'end']);
    expect(view.breakDecision).toBeNull();
    expect(view.workedTime).toBe('01:45:00');
    expect(view.breaks).toEqual([{ number: 1, start: '09:45:00', end: null, duration: '00:15:00' }]);
  });

  it('completed: Finalizado, the message, and start for a new shift; time frozen at the end', () => {
    const shift = makeShift({
      status: 'completed',
      hora_fin: '09:30:00',
      ended_at: '2025-07-24T07:30:00.000Z',
      break_spans: [{ start: '2025-07-24T06:30:00.000Z', end: '2025-07-24T06:45:30.000Z' }],
    });
    const later = new Date('2025-07-24T15:00:00.000Z');
    const view = describeCard(shift, config, later);
    expect(view.statusLabel).toBe('Finalizado');
    expect(view.completedMessage).toBe(COMPLETED_MESSAGE);
    expect(view.actions).toEqual(['start']);
    expect(view.isRestart).toBe(true);
    expect(view.workedTime).toBe('01:14:30');
    expect(view.breaks).toEqual([{ number: 1, start: '08:30:00', end: '08:45:30', duration: '00:15:30' }]);
  });

  it("a shift left open since an earlier day is titled with its date, not 'hoy'", () => {
    expect(describeCard(makeShift(), config, now).title).toBe('Jornada de hoy');
    expect(describeCard(null, config, now).title).toBe('Jornada de hoy');
    const nextDay = new Date('2025-07-25T08:00:00.000Z');
    expect(describeCard(makeShift({ is_forgotten: true }), config, nextDay).title).toBe('Jornada del 24/07/2025');
  });

  it('an unreadable start shows --:-- rather than a wrong time', () => {
    expect(describeCard(makeShift({ started_at: 'no-es-fecha' }), config, now).workedTime).toBe('--:--');
  });
});
