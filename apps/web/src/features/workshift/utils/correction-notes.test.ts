import type { WorkshiftCorrection } from '@jornada/shared/api/workshift';
import { describe, expect, it } from 'vitest';
import { correctionNotes, originalTimes, timesText } from './correction-notes';

// 2025-07-24, Madrid is UTC+2.
const correction: WorkshiftCorrection = {
  event_id: 90,
  petition_id: 12,
  changes: ['end'],
  supersedes: [81],
  original: {
    started_at: '2025-07-24T06:00:00.000Z',
    ended_at: '2025-07-24T13:05:07.000Z',
    hora_inicio: '08:00:00',
    hora_fin: '15:05:07',
    status: 'completed',
    break_spans: [{ start: '2025-07-24T09:20:00.000Z', end: '2025-07-24T09:40:00.000Z' }],
  },
  corrected: {
    started_at: '2025-07-24T06:00:00.000Z',
    ended_at: '2025-07-24T12:00:00.000Z',
    hora_inicio: '08:00:00',
    hora_fin: '14:00:00',
    status: 'completed',
    break_spans: [{ start: '2025-07-24T09:20:00.000Z', end: '2025-07-24T09:40:00.000Z' }],
  },
  reason: 'Salí a las 14:00',
  comment: 'Correcto',
  requested_by: { id: 7, name: 'Lucía Fernández' },
  approved_by: { id: 3, name: 'Carlos Ruiz' },
  requested_at: '2025-07-25T07:00:00.000Z',
  decided_at: '2025-07-25T08:30:00.000Z',
};

describe('correction notes', () => {
  it('describes the times before and after, who asked, who approved and why', () => {
    expect(correctionNotes({ user_id: 7, corrections: [correction] })).toEqual([
      {
        petitionId: 12,
        changed: 'Salida',
        before: '08:00–15:05 · pausas 11:20–11:40',
        after: '08:00–14:00 · pausas 11:20–11:40',
        requestedBy: 'Lucía Fernández',
        approvedBy: 'Carlos Ruiz',
        decidedAt: '25/07/2025 10:30',
        reason: 'Salí a las 14:00',
        comment: 'Correcto',
        isAcceptedProposal: false,
      },
    ]);
  });

  it('a proposal the worker accepted is marked as such', () => {
    const accepted = {
      ...correction,
      requested_by: { id: 3, name: 'Carlos Ruiz' },
      approved_by: { id: 7, name: 'Lucía' },
    };
    expect(correctionNotes({ user_id: 7, corrections: [accepted] })[0]?.isAcceptedProposal).toBe(true);
  });

  it('keeps the first recorded times as the original', () => {
    const second = {
      ...correction,
      original: correction.corrected,
      corrected: { ...correction.corrected, ended_at: null },
    };
    expect(originalTimes({ corrections: [correction, second] })).toEqual({ inicio: '08:00', fin: '15:05' });
    expect(originalTimes({ corrections: [] })).toBeNull();
    expect(originalTimes({})).toBeNull();
  });

  it('says when a shift is open or had no breaks', () => {
    expect(timesText({ ...correction.original, ended_at: null, break_spans: [] })).toBe(
      '08:00–sin cerrar · sin pausas',
    );
  });

  it('lists every part that changed', () => {
    const both = { ...correction, changes: ['start', 'end', 'breaks'] as WorkshiftCorrection['changes'] };
    expect(correctionNotes({ user_id: 7, corrections: [both] })[0]?.changed).toBe('Entrada, salida, pausas');
  });
});
