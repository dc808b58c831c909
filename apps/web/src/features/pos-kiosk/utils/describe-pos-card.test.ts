import { describe, expect, it } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import { describeConfirmation, describePosCard, initialsOf, matchesSearch } from './describe-pos-card';

const config = { break_included: false, max_breaks_per_day: 2, min_break_interval: 30 };
/** 2025-07-24 10:30 Madrid: 2 h 30 min after makeShift's start. */
const now = new Date('2025-07-24T08:30:00.000Z');

describe('the POS card (SPEC §2.5, §4.1, §4.2)', () => {
  it('without a shift: Sin jornada, zero time, start', () => {
    expect(describePosCard(null, config, now)).toEqual({
      statusLabel: 'Sin jornada',
      tone: 'neutral',
      workedTime: '00:00:00',
      startTime: null,
      startDay: null,
      endTime: null,
      actions: { main: 'start', secondary: null },
      breakDecision: null,
    });
  });

  it('working: green En progreso, time ticking, end with a break offered', () => {
    const view = describePosCard(makeShift(), config, now);
    expect(view).toMatchObject({
      statusLabel: 'En progreso',
      tone: 'success',
      workedTime: '02:30:00',
      startTime: '08:00:00',
      startDay: null,
      actions: { main: 'end', secondary: 'breakStart' },
      breakDecision: { isAllowed: true, note: 'Las pausas no cuentan como tiempo trabajado' },
    });
  });

  it('a shift left open since yesterday names its start day', () => {
    const view = describePosCard(makeShift(), config, new Date('2025-07-25T06:00:00.000Z'));
    expect(view).toMatchObject({ startTime: '08:00:00', startDay: '24/07', workedTime: '24:00:00' });
  });

  it('on a break: amber En pausa, the open break not counted when breaks are unpaid', () => {
    const shift = makeShift({ status: 'on_break', break_spans: [{ start: '2025-07-24T08:00:00.000Z', end: null }] });
    expect(describePosCard(shift, config, now)).toMatchObject({
      statusLabel: 'En pausa',
      tone: 'warning',
      workedTime: '02:00:00',
      actions: { main: 'breakEnd', secondary: 'end' },
      breakDecision: null,
    });
    expect(describePosCard(shift, { ...config, break_included: true }, now).workedTime).toBe('02:30:00');
  });

  it('completed: a neutral (not red) Completada, the time frozen at the end, start again', () => {
    const shift = makeShift({ status: 'completed', ended_at: '2025-07-24T07:00:00.000Z', hora_fin: '09:00:00' });
    expect(describePosCard(shift, config, now)).toMatchObject({
      statusLabel: 'Completada',
      tone: 'neutral',
      workedTime: '01:00:00',
      endTime: '09:00:00',
      actions: { main: 'start', secondary: null },
    });
  });

  it("counts the day's other breaks against the daily limit (SPEC §5)", () => {
    const earlier = [
      { start: '2025-07-24T04:00:00.000Z', end: '2025-07-24T04:10:00.000Z' },
      { start: '2025-07-24T04:20:00.000Z', end: '2025-07-24T04:30:00.000Z' },
    ];
    expect(describePosCard(makeShift(), config, now, earlier).breakDecision).toEqual({
      isAllowed: false,
      reason: 'Ya has alcanzado el límite de 2 pausas por día',
    });
  });
});

describe('the confirmation summary', () => {
  it("names the action as SPEC §8's success toast, the person, the company, the time and the worked time", () => {
    expect(
      describeConfirmation({
        action: 'start',
        shift: makeShift({ started_at: '2025-07-24T08:30:00.000Z' }),
        employeeName: 'Lucía Fernández',
        companyName: 'Panadería Ejemplo S.L.',
        config,
        at: now,
      }),
    ).toEqual({
      action: 'start',
      title: 'Jornada iniciada',
      employeeName: 'Lucía Fernández',
      companyName: 'Panadería Ejemplo S.L.',
      workedTime: '00:00:00',
      time: '10:30:00',
    });
    const ended = makeShift({ status: 'completed', ended_at: '2025-07-24T08:30:00.000Z' });
    const summary = describeConfirmation({
      action: 'end',
      shift: ended,
      employeeName: 'a',
      companyName: 'b',
      config,
      at: now,
    });
    expect(summary).toMatchObject({ title: 'Jornada finalizada', workedTime: '02:30:00' });
    expect(
      describeConfirmation({ action: 'breakStart', shift: ended, employeeName: 'a', companyName: 'b', config, at: now })
        .title,
    ).toBe('Pausa iniciada');
  });
});

describe('grid helpers', () => {
  it('search ignores case and accents', () => {
    expect(matchesSearch('Lucía Fernández', 'lucia')).toBe(true);
    expect(matchesSearch('Lucía Fernández', ' FERNAN ')).toBe(true);
    expect(matchesSearch('Lucía Fernández', 'marta')).toBe(false);
    expect(matchesSearch('Lucía Fernández', '')).toBe(true);
  });

  it('initials from the first two words', () => {
    expect(initialsOf('Lucía Fernández López')).toBe('LF');
    expect(initialsOf('  marta ')).toBe('M');
    expect(initialsOf('')).toBe('');
  });
});
