import { randomUUID } from 'node:crypto';
import type { Pool } from 'undici';
import type { CapacityClient } from './capacity-seed';
import { type Percentiles, percentiles, type Recorder } from './capacity-stats';

const HEADERS = {
  'x-requested-with': 'XMLHttpRequest',
  accept: 'application/json',
  'content-type': 'application/json',
};

/** What the clock actions of a run did, for the summary (plain data over IPC). */
export interface ClockSummary {
  sent: number;
  ok: number;
  failed: number;
  /** From sending a clock action to its event on each stream that receives it. */
  delivery: Percentiles;
  /** From the action's answer to its event on each stream (0 when the event came first). */
  deliveryAfterAnswer: Percentiles;
  /** Answered actions whose event never reached the worker's own stream. */
  undelivered: number;
  /** Measured answered actions: ms from the measurement's start to the send, and the latency. */
  answered: [sentMs: number, latencyMs: number][];
}

/**
 * A worker's clock taps as the web sends them (POST /api/workshift/start or /end, Idempotency-Key),
 * and the delivery of their events to the streams: the load's Poisson traffic and the morning wave
 * both drive it.
 */
export function createClockActions(input: {
  pool: Pool;
  recorder: Recorder;
  isMeasured: (at: number) => boolean;
  measureStart: number;
}) {
  const { pool, recorder, isMeasured } = input;
  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  /** Measured actions still waiting for their event on the worker's own stream. */
  const awaitingOwn = new Set<number>();
  const deliveries: number[] = [];
  const afterAnswer: number[] = [];
  const answered: [number, number][] = [];
  const counts = { sent: 0, ok: 0, failed: 0, ownDelivered: 0 };
  const acting = new Set<number>();
  /** Workers whose last action got no answer: the server may have recorded it, so their state is unknown. */
  const unsure = new Set<number>();
  let inFlight = 0;

  async function clockAction(worker: CapacityClient) {
    const action = worker.isShiftOpen ? 'end' : 'start';
    const started = performance.now();
    const measured = isMeasured(started);
    acting.add(worker.userId);
    inFlight += 1;
    sentAt.set(worker.userId, started);
    answeredAt.delete(worker.userId);
    if (measured) {
      counts.sent += 1;
      awaitingOwn.add(worker.userId);
    }
    try {
      const response = await pool.request({
        method: 'POST',
        path: `/api/workshift/${action}`,
        headers: { ...HEADERS, cookie: worker.cookie, 'idempotency-key': randomUUID() },
        body: '{}',
      });
      const text = await response.body.text();
      const now = performance.now();
      answeredAt.set(worker.userId, now);
      recorder.response(`clock-${action}`, started, response.statusCode, false);
      if (response.statusCode >= 300) recorder.refusal(`${action} ${response.statusCode}: ${text.slice(0, 160)}`);
      if (response.statusCode < 300) worker.isShiftOpen = action === 'start';
      if (measured) {
        counts[response.statusCode < 300 ? 'ok' : 'failed'] += 1;
        if (response.statusCode < 300) answered.push([started - input.measureStart, now - started]);
        else awaitingOwn.delete(worker.userId);
      }
    } catch (error) {
      recorder.failure(`clock-${action}`, started, error);
      if (measured) counts.failed += 1;
      awaitingOwn.delete(worker.userId);
      unsure.add(worker.userId);
    } finally {
      acting.delete(worker.userId);
      inFlight -= 1;
    }
  }

  /**
   * A workshift event for `userId` reached a stream (the worker's own when `isOwn`). It belongs to the
   * worker's last action while that is unanswered or answered less than 30 s ago: a slow answer under
   * overload still has its event counted, and a stray one long after is not.
   */
  function onEvent(userId: number, isOwn: boolean) {
    const sent = sentAt.get(userId);
    const answered = answeredAt.get(userId);
    const now = performance.now();
    if (sent === undefined || !isMeasured(sent) || (answered !== undefined && now - answered >= 30_000)) return;
    deliveries.push(now - sent);
    afterAnswer.push(Math.max(0, now - (answered ?? now)));
    if (isOwn && awaitingOwn.delete(userId)) counts.ownDelivered += 1;
  }

  return {
    clockAction,
    onEvent,
    isBusy: (userId: number) => acting.has(userId) || unsure.has(userId),
    inFlight: () => inFlight,
    summary: (): ClockSummary => ({
      sent: counts.sent,
      ok: counts.ok,
      failed: counts.failed,
      delivery: percentiles(deliveries),
      deliveryAfterAnswer: percentiles(afterAnswer),
      undelivered: Math.max(0, counts.ok - counts.ownDelivered),
      answered,
    }),
  };
}
