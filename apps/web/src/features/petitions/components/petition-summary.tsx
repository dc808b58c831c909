import type { Petition } from '@jornada/shared/api/petitions';
import { ticketPreview } from '../utils/ticket-preview';

/** One petition in a line or two: a ticket's title and the first 50 characters of its text; else the summary. */
export function PetitionSummary({ petition }: { petition: Petition }) {
  if (petition.table_name === 'tickets') {
    return (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">{petition.ticket.title}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {petition.ticket.incident_type} · {ticketPreview(petition.ticket.description)}
        </span>
      </span>
    );
  }
  return <span className="font-medium text-slate-900 dark:text-white">{petition.summary}</span>;
}

/** Who it comes from (inbox) or who decides it (outbox); a correction filed for someone else names them. */
export function petitionParty(petition: Petition, view: 'inbox' | 'outbox'): string {
  if (view === 'inbox') {
    return petition.employee_id !== petition.requester_id
      ? `${petition.requester_name} (para ${petition.employee_name})`
      : petition.requester_name;
  }
  if (petition.employee_id !== petition.requester_id) return petition.employee_name;
  const names = petition.assignees.map((a) => a.name).filter(Boolean);
  return names.length > 0 ? names.join(', ') : '—';
}
