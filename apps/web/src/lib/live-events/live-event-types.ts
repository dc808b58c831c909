/** The stream's state as every tab sees it: only 'open' stretches the polls (poll-interval.ts). */
export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveState {
  status: LiveStatus;
  /** When the state began (epoch ms): the /realtime-test page shows "since when". */
  since: number;
}

/** SSE event names (`event:` lines) the client listens to: the topics, the test event and `reset`. */
export const liveTopics = ['workshift', 'petitions', 'notifications', 'employees', 'config', 'test', 'reset'] as const;
export type LiveTopic = (typeof liveTopics)[number];

/** One message of the stream, as received by this tab (itself or relayed by the leader tab). */
export interface LiveEvent {
  /** The SSE `id:` (the domain event's id), '' when the message had none. */
  id: string;
  topic: LiveTopic;
  /** data.type ('workshift.started'…); for `reset`, 'reset'. */
  type: string;
  /** The person the event is about; null for company-wide events. */
  userId: number | null;
  /** When the server wrote or sent it (epoch ms), when the message says so. */
  eventTime: number | null;
  /** When this browser got it from the server (epoch ms). */
  receivedAt: number;
  data: Record<string, unknown>;
}

/** Reads a stream message's JSON `data` into a LiveEvent; never throws (a bad message is still shown). */
export function parseLiveEvent(topic: LiveTopic, id: string, raw: string, receivedAt: number): LiveEvent {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the event still counts (a refetch is cheap), with no details.
  }
  const time = [data.created_at, data.sent_at].find((value) => typeof value === 'string') as string | undefined;
  const eventTime = time === undefined ? Number.NaN : Date.parse(time);
  return {
    id,
    topic,
    type: typeof data.type === 'string' ? data.type : topic,
    userId: typeof data.user_id === 'number' ? data.user_id : null,
    eventTime: Number.isFinite(eventTime) ? eventTime : null,
    receivedAt,
    data,
  };
}
