import { useLiveEventLog, useLiveState } from '../../../lib/live-events/use-live-events';
import { useSendTestEvent } from '../api/send-test-event';
import { ConnectionCard } from './connection-card';
import { EventList } from './event-list';

/** /realtime-test (SPEC §2.3, company): whether pushed changes reach this browser, and how fast. */
export function RealtimeTestPage() {
  const state = useLiveState();
  const events = useLiveEventLog();
  const send = useSendTestEvent();
  const sent = send.data;
  const sentId = sent?.id ?? null;
  const arrived = sent
    ? events.find((event) => event.topic === 'test' && (event.id === sent.id || event.data.sent_at === sent.sent_at))
    : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Prueba en tiempo real</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Comprueba que los cambios de jornadas, peticiones y empleados llegan a este navegador al momento, sin
          recargar.
        </p>
      </div>
      <ConnectionCard
        state={state}
        sentId={sentId}
        arrived={arrived}
        isSending={send.isPending}
        onSend={() => send.mutate()}
      />
      <EventList events={events} />
    </div>
  );
}
