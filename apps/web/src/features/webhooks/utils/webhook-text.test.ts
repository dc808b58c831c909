import type { WebhookDelivery } from '@jornada/shared/api/webhooks';
import { describe, expect, it } from 'vitest';
import { attemptsText, backlogText, createdText, deliveryStatus, eventsSummary } from './webhook-text';

const delivery = (fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: '0b8f3c1e-3f5a-4c1e-9d2b-7a6e5f4d3c2b',
  webhook_id: 1,
  event: 'workshift.started',
  status: 'pending',
  attempts: 0,
  last_status_code: null,
  last_error: null,
  created_at: '2026-03-05T09:15:00.000Z',
  last_attempt_at: null,
  next_attempt_at: '2026-03-05T09:15:00.000Z',
  delivered_at: null,
  ...fields,
});

describe('webhook texts', () => {
  it('names the events in Spanish, in the order given', () => {
    expect(eventsSummary(['workshift.started', 'petition.decided'])).toBe('Jornada iniciada · Petición resuelta');
  });

  it('says who created it and when, in Madrid time', () => {
    expect(createdText({ created_at: '2026-03-05T09:15:00.000Z', created_by: { id: 4, name: 'Ana García' } })).toBe(
      'Creado el 05/03/2026 10:15 por Ana García',
    );
    expect(createdText({ created_at: '2026-07-05T09:15:00.000Z', created_by: null })).toBe(
      'Creado el 05/07/2026 11:15',
    );
  });

  it('counts what waits and what failed, nothing when all went out', () => {
    expect(backlogText({ pending_deliveries: 0, failed_deliveries: 0 })).toBe('');
    expect(backlogText({ pending_deliveries: 1, failed_deliveries: 2 })).toBe('1 pendiente · 2 fallidos');
  });

  it("gives each status its colour and the last attempt's code, count and next retry", () => {
    expect(deliveryStatus({ status: 'delivered' })).toEqual({ label: 'Entregado', tone: 'success' });
    expect(deliveryStatus({ status: 'failed' })).toEqual({ label: 'Fallido', tone: 'danger' });
    expect(attemptsText(delivery({}))).toBe('Sin intentos todavía');
    expect(
      attemptsText(delivery({ attempts: 3, last_status_code: 500, next_attempt_at: '2026-03-05T09:36:00.000Z' })),
    ).toBe('HTTP 500 · 3 intentos · Próximo intento: 05/03/2026 10:36');
    expect(attemptsText(delivery({ status: 'delivered', attempts: 1, last_status_code: 204 }))).toBe(
      'HTTP 204 · 1 intento',
    );
    expect(attemptsText(delivery({ status: 'failed', attempts: 9, last_error: 'Conexión rechazada' }))).toBe(
      'Conexión rechazada · 9 intentos',
    );
  });
});
