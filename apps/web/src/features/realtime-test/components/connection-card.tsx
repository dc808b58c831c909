import { Radio } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { StatusPill } from '../../../components/ui/status-pill';
import type { LiveEvent, LiveState } from '../../../lib/live-events/live-event-types';
import { clockText, formatLatency, latencyOf, liveStatusLabels, liveStatusTones } from '../utils/event-rows';

/** What became of the last test event sent from this page. */
function TestEventResult({ sentId, arrived }: { sentId: string; arrived: LiveEvent | undefined }) {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400" data-testid="test-event-result">
      {arrived
        ? `Evento de prueba n.º ${sentId} recibido en ${formatLatency(latencyOf(arrived))}.`
        : `Evento de prueba n.º ${sentId} enviado; esperando su llegada…`}
    </p>
  );
}

/** The stream's state since when, and the button that asks the server for a test event. */
export function ConnectionCard({
  state,
  sentId,
  arrived,
  isSending,
  onSend,
}: {
  state: LiveState;
  sentId: string | null;
  arrived: LiveEvent | undefined;
  isSending: boolean;
  onSend: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conexión</CardTitle>
        <CardDescription>
          Este navegador recibe los cambios por una sola conexión, compartida por todas sus pestañas. Mientras está
          conectada, la aplicación consulta al servidor solo una vez por minuto.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusPill
            tone={liveStatusTones[state.status]}
            hasDot
            isPulsing={state.status === 'connecting'}
            data-testid="live-status"
          >
            {liveStatusLabels[state.status]}
          </StatusPill>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            desde las <time dateTime={new Date(state.since).toISOString()}>{clockText(state.since)}</time>
          </span>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button onClick={onSend} isLoading={isSending} disabled={isSending} className="self-start">
            <Radio aria-hidden="true" />
            Enviar evento de prueba
          </Button>
          {sentId && <TestEventResult sentId={sentId} arrived={arrived} />}
        </div>
      </CardContent>
    </Card>
  );
}
