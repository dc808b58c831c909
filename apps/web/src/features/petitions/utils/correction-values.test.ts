import { createCorrectionRequest } from '@jornada/shared/api/petition-requests';
import { describe, expect, it } from 'vitest';
import { makeShift } from '../../../testing/make-shift';
import {
  correctionDefaults,
  correctionFieldMessage,
  recordedText,
  shiftOptionLabel,
  toCorrectionInput,
  wallDateTime,
} from './correction-values';

// 2025-07-24, Madrid is UTC+2: 08:00–15:05 with a break 11:20–11:40.
const completed = makeShift({
  id: 42,
  status: 'completed',
  hora_fin: '15:05:07',
  started_at: '2025-07-24T06:00:00.000Z',
  ended_at: '2025-07-24T13:05:07.000Z',
  break_spans: [{ start: '2025-07-24T09:20:00.000Z', end: '2025-07-24T09:40:00.000Z' }],
});

describe('wallDateTime', () => {
  it('is the Madrid wall time to the minute, as a datetime-local input wants it', () => {
    expect(wallDateTime('2025-07-24T13:05:07.000Z')).toBe('2025-07-24T15:05');
    expect(wallDateTime('2025-01-10T07:30:00.000Z')).toBe('2025-01-10T08:30');
    expect(wallDateTime(null)).toBe('');
    expect(wallDateTime('nope')).toBe('');
  });
});

describe('correction form values', () => {
  it('starts from the shift as recorded', () => {
    expect(correctionDefaults(completed)).toEqual({
      workshift_id: '42',
      started_at: '2025-07-24T08:00',
      ended_at: '2025-07-24T15:05',
      breaks: [{ start: '2025-07-24T11:20', end: '2025-07-24T11:40' }],
      reason: '',
    });
    expect(correctionDefaults(undefined).workshift_id).toBe('');
  });

  it('sends a new end and leaves the recorded breaks out when they were not touched', () => {
    const values = { ...correctionDefaults(completed), ended_at: '2025-07-24T14:00', reason: 'Salí a las 14:00' };
    const input = toCorrectionInput(values, completed);
    expect(input).toEqual({
      table_name: 'wscorrections',
      workshift_id: '42',
      started_at: '2025-07-24T08:00',
      ended_at: '2025-07-24T14:00',
      breaks: undefined,
      reason: 'Salí a las 14:00',
    });
    // And the shared schema accepts it as it is.
    expect(createCorrectionRequest.safeParse(input).success).toBe(true);
  });

  it('sends the breaks when they changed, even to none', () => {
    const values = { ...correctionDefaults(completed), breaks: [], reason: 'No hice pausa' };
    expect(toCorrectionInput(values, completed).breaks).toEqual([]);
  });

  it('an empty end keeps an open shift open (null)', () => {
    const open = makeShift({ id: 7 });
    const values = { ...correctionDefaults(open), started_at: '2025-07-24T07:30', reason: 'Entré antes' };
    const input = toCorrectionInput(values, open);
    expect(input.ended_at).toBeNull();
    expect(input.breaks).toBeUndefined();
  });

  it('the shared schema reports an end before the start on ended_at', () => {
    const values = { ...correctionDefaults(completed), ended_at: '2025-07-24T07:00', reason: 'x' };
    const result = createCorrectionRequest.safeParse(toCorrectionInput(values, completed));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ended_at']);
  });
});

describe('shiftOptionLabel', () => {
  it('names the weekday, the day and the times', () => {
    expect(shiftOptionLabel(completed)).toBe('jue 24/07/2025 · 08:00–15:05');
    expect(shiftOptionLabel(makeShift())).toBe('jue 24/07/2025 · 08:00–sin cerrar');
  });
});

describe('recordedText', () => {
  it('tells the recorded times and breaks in Madrid time, and what is still open', () => {
    expect(recordedText(completed)).toBe('24/07/2025: 08:00–15:05 · pausas: 11:20–11:40');
    const open = makeShift({ break_spans: [{ start: '2025-07-24T09:20:00.000Z', end: null }] });
    expect(recordedText(open)).toBe('24/07/2025: 08:00–sin cerrar · pausas: 11:20–sin cerrar');
    expect(recordedText(makeShift())).toBe('24/07/2025: 08:00–sin cerrar · pausas: sin pausas');
  });
});

describe('correctionFieldMessage', () => {
  it('says what to type when a day has no time', () => {
    const values = { ...correctionDefaults(completed), ended_at: '2025-07-24T', reason: 'Olvidé fichar' };
    const parsed = createCorrectionRequest.safeParse(toCorrectionInput(values, completed));
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'ended_at');
    expect(correctionFieldMessage(issue?.message)).toBe('Indica la fecha (dd/mm/aaaa) y la hora (hh:mm)');
  });

  it('keeps every other message', () => {
    expect(correctionFieldMessage('La hora de fin debe ser posterior a la de inicio')).toBe(
      'La hora de fin debe ser posterior a la de inicio',
    );
    expect(correctionFieldMessage(undefined)).toBeUndefined();
  });
});
