import type { Petition } from '@jornada/shared/api/petitions';
import { describe, expect, it } from 'vitest';
import { decisionLabels, formatDateTime, formatDay, petitionHistory, shortTime, statusLabel } from './petition-format';
import { makeTicketPetition } from './test-petition';

describe('formatting', () => {
  it('shows days and instants in Madrid', () => {
    expect(formatDay('2025-07-24')).toBe('24/07/2025');
    // 06:30Z is 08:30 in Madrid in summer.
    expect(formatDateTime('2025-07-24T06:30:00.000Z')).toBe('24/07/2025 08:30');
    expect(formatDateTime('nope')).toBe('—');
    expect(shortTime('15:05:07')).toBe('15:05');
    expect(shortTime(null)).toBe('--:--');
  });

  it('says accept for a correction proposed to the worker', () => {
    expect(decisionLabels(false)).toEqual({ approve: 'Aprobar', reject: 'Rechazar' });
    expect(decisionLabels(true)).toEqual({ approve: 'Aceptar', reject: 'Rechazar' });
    expect(statusLabel('approved', true)).toBe('Aceptada');
    expect(statusLabel('approved', false)).toBe('Aprobada');
    expect(statusLabel('pending', true)).toBe('Pendiente');
  });
});

describe('petitionHistory', () => {
  it('a pending petition waits for its assignees', () => {
    const history = petitionHistory(makeTicketPetition());
    expect(history.map((e) => e.id)).toEqual(['created', 'waiting']);
    expect(history[0]).toMatchObject({ title: 'Enviada', who: 'Lucía Fernández' });
    expect(history[1]).toMatchObject({ title: 'Pendiente de decisión', who: 'Carlos Ruiz' });
  });

  it('a vacation given back after approval shows the approval, then the cancellation', () => {
    const petition: Petition = makeTicketPetition({
      status: 'cancelled',
      decided_by: 3,
      decided_by_name: 'Carlos Ruiz',
      decided_at: '2025-07-25T08:00:00.000Z',
      cancelled_at: '2025-07-28T09:00:00.000Z',
    });
    const history = petitionHistory(petition);
    expect(history.map((e) => e.id)).toEqual(['created', 'decided', 'cancelled']);
    expect(history[1]).toMatchObject({ title: 'Aprobada', who: 'Carlos Ruiz' });
    expect(history[2]).toMatchObject({ title: 'Cancelada', who: 'Lucía Fernández' });
    // Cancelled while pending: no decision.
    const withdrawn = makeTicketPetition({ status: 'cancelled', cancelled_at: '2025-07-28T09:00:00.000Z' });
    expect(petitionHistory(withdrawn).map((e) => e.id)).toEqual(['created', 'cancelled']);
  });

  it('a decided petition says who decided, when and why', () => {
    const petition: Petition = makeTicketPetition({
      status: 'rejected',
      decided_by: 3,
      decided_by_name: 'Carlos Ruiz',
      decided_at: '2025-07-25T08:00:00.000Z',
      decision_comment: 'Ya está arreglado',
    });
    expect(petitionHistory(petition)[1]).toEqual({
      id: 'decided',
      title: 'Rechazada',
      who: 'Carlos Ruiz',
      at: '2025-07-25T08:00:00.000Z',
      comment: 'Ya está arreglado',
    });
  });

  it('a cancelled petition was cancelled by whoever sent it', () => {
    const petition = makeTicketPetition({ status: 'cancelled', cancelled_at: '2025-07-25T08:00:00.000Z' });
    expect(petitionHistory(petition)[1]).toMatchObject({ id: 'cancelled', who: 'Lucía Fernández' });
  });
});
