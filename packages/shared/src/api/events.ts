import { z } from 'zod';

/**
 * Domain events (ADR 016): what changed, pushed to browsers over Server-Sent Events
 * (GET /api/events) and to integrations by webhooks. They carry ids, never personal data: a client
 * that hears one refetches what it shows.
 */

/** SSE event names: a stream's `event:` field. `test` is POST /api/events/test, only to the caller. */
export const eventTopics = ['workshift', 'petitions', 'notifications', 'employees', 'config', 'test'] as const;
export type EventTopic = (typeof eventTopics)[number];

/**
 * The heartbeat every 25 s is a comment line and this event in one message: proxies see traffic, and
 * the browser (EventSource never shows comments) sees that a connection that looks open is alive.
 */
export const HEARTBEAT_EVENT = 'heartbeat';
export const HEARTBEAT_FRAME = `: ping\nevent: ${HEARTBEAT_EVENT}\ndata: {}\n\n`;

export const domainEventTypes = [
  'workshift.started',
  'workshift.ended',
  'workshift.corrected',
  'workshift.changed',
  'petition.created',
  'petition.decided',
  'petition.changed',
  'employee.created',
  'employee.deactivated',
  'employee.changed',
  'notification.created',
  'config.changed',
  'test.sent',
] as const;
export type DomainEventType = (typeof domainEventTypes)[number];

const topicByPrefix: Record<string, EventTopic> = {
  workshift: 'workshift',
  petition: 'petitions',
  employee: 'employees',
  notification: 'notifications',
  config: 'config',
  test: 'test',
};

/** The SSE topic an event type is sent under ('petition.created' → 'petitions'). */
export function topicOf(type: DomainEventType): EventTopic {
  const topic = topicByPrefix[type.slice(0, type.indexOf('.'))];
  if (!topic) throw new Error(`tipo de evento sin tema: ${type}`);
  return topic;
}

/** The types an integration may subscribe a webhook to. */
export const webhookEventTypes = [
  'workshift.started',
  'workshift.ended',
  'workshift.corrected',
  'petition.created',
  'petition.decided',
  'employee.created',
  'employee.deactivated',
] as const satisfies readonly DomainEventType[];
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * An SSE message's `data` (JSON): the type, who it is about (null: the whole company) and ids, e.g.
 * `{"type":"workshift.started","user_id":12,"workshift_id":"340"}`. Its `id:` is the domain event's id.
 */
export const domainEventMessage = z
  .object({
    type: z.enum(domainEventTypes),
    user_id: z.number().int().nullable(),
    /** ISO time the event was written (the test event: when the server sent it), to show latency. */
    created_at: z.string(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type DomainEventMessage = z.infer<typeof domainEventMessage>;

/**
 * The `reset` message: refetch everything shown. `expired`: the resume point is past retention (or
 * unknown); `too_many`: more was missed than a resume replays; `interrupted`: the server's own feed
 * (PostgreSQL LISTEN or Redis) dropped and came back, so events may have been missed.
 */
export const eventStreamResetMessage = z.object({ reason: z.enum(['expired', 'too_many', 'interrupted']) });
export type EventStreamResetMessage = z.infer<typeof eventStreamResetMessage>;

/** GET /api/events: `?last_event_id=` for EventSource reconnects that cannot send the header. */
export const eventStreamQuery = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/, 'Identificador de evento no válido')
    .optional(),
});

/** POST /api/events/test: a `test` event to the caller's own streams (the /realtime-test page). */
export const sendTestEventResponse = z.object({
  id: z.string(),
  /** Server time the event was sent (ISO); the page subtracts it from the arrival time. */
  sent_at: z.string(),
});
