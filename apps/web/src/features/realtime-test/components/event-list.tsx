import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { LiveEvent } from '../../../lib/live-events/live-event-types';
import { EVENT_LOG_SIZE } from '../../../lib/live-events/live-events-store';
import { clockText, formatLatency, latencyOf, topicLabels } from '../utils/event-rows';

function EventRow({ event }: { event: LiveEvent }) {
  return (
    <li className="flex items-start justify-between gap-3 px-6 py-3" data-testid="live-event">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-900 dark:text-white">{topicLabels[event.topic]}</span>
          <code className="text-xs break-all text-slate-600 dark:text-slate-400">{event.type}</code>
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={new Date(event.receivedAt).toISOString()}>{clockText(event.receivedAt)}</time>
          {event.id && <> · n.º {event.id}</>}
          {event.userId !== null && <> · usuario {event.userId}</>}
        </span>
      </div>
      <span className="shrink-0 text-right text-sm tabular-nums text-slate-700 dark:text-slate-200">
        <span className="sr-only">Latencia: </span>
        <span data-testid="live-event-latency">{formatLatency(latencyOf(event))}</span>
      </span>
    </li>
  );
}

/** The last events this tab heard, newest first, with how long each took to arrive. */
export function EventList({ events }: { events: readonly LiveEvent[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Últimos eventos</CardTitle>
        <CardDescription>
          Los {EVENT_LOG_SIZE} más recientes. Latencia: desde que el servidor registró el cambio hasta que llegó aquí.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {events.length === 0 ? (
          <p className="px-6 pb-4 text-sm text-slate-600 dark:text-slate-400">Aún no ha llegado ningún evento.</p>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Últimos eventos">
            {events.map((event) => (
              <EventRow key={`${event.id}-${event.receivedAt}-${event.type}`} event={event} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
