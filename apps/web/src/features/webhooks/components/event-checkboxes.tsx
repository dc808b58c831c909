import { type WebhookEventType, webhookEventLabels, webhookEventTypes } from '@jornada/shared/api/webhooks';
import { Checkbox } from '../../../components/ui/checkbox';

/** The events a webhook may be sent, by their Spanish names (the code beside); `error` when none is chosen. */
export function EventCheckboxes({
  value,
  error,
  onChange,
}: {
  value: readonly WebhookEventType[];
  error?: string;
  onChange: (events: WebhookEventType[]) => void;
}) {
  const toggle = (event: WebhookEventType, isChecked: boolean) =>
    onChange(webhookEventTypes.filter((e) => (e === event ? isChecked : value.includes(e))));
  return (
    <fieldset className="flex flex-col gap-2.5" aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Eventos</legend>
      {webhookEventTypes.map((event) => {
        const id = `webhook-event-${event.replace('.', '-')}`;
        return (
          <div key={event} className="flex items-start gap-3">
            <Checkbox id={id} checked={value.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
            <label htmlFor={id} className="flex flex-col text-sm font-medium text-slate-800 dark:text-slate-200">
              {webhookEventLabels[event]}
              <span className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">{event}</span>
            </label>
          </div>
        );
      })}
      {error && (
        <p id="webhook-events-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
