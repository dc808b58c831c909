import { TicketPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TICKETS_ERROR, useTickets } from '../api/get-tickets';
import { formatDateTime } from '../utils/petition-format';
import { petitionsSearch } from '../utils/petition-search';
import { ticketPreview } from '../utils/ticket-preview';
import { PetitionStatusBadge } from './petition-status-badge';

const SHOWN = 5;

/**
 * The latest incidencias in reach (GET /api/petitions/tickets every 20 s, SPEC §4.3): the company's
 * for the admin, the team's for a manager. Each text is previewed in 50 characters (SPEC §9).
 */
export function RecentTicketsCard({ userId, scope }: { userId: number; scope: 'company' | 'team' }) {
  const tickets = useTickets();
  let content: ReactNode;
  if (tickets.isError && !tickets.data) {
    content = <Alert variant="error" title={TICKETS_ERROR} />;
  } else if (!tickets.data) {
    content = (
      <div role="status" aria-label="Cargando incidencias" className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (tickets.data.length === 0) {
    content = <p className="text-sm text-slate-600 dark:text-slate-400">No hay incidencias.</p>;
  } else {
    content = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {tickets.data.slice(0, SHOWN).map((ticket) => (
          <li key={ticket.id}>
            <Link
              to={`/petitions${petitionsSearch({ view: ticket.requester_id === userId ? 'outbox' : 'inbox', status: 'all', id: ticket.id })}`}
              className="flex items-start justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:bg-slate-800/60"
            >
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium text-slate-900 dark:text-white">{ticket.title}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="ticket-preview">
                  {ticketPreview(ticket.description)}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {ticket.user_name} · {formatDateTime(ticket.created_at)}
                </span>
              </span>
              <PetitionStatusBadge status={ticket.status} />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card aria-labelledby="recent-tickets-title">
      <CardHeader>
        <CardTitle id="recent-tickets-title" className="flex items-center gap-2 text-lg">
          <TicketPlus aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-400" />
          Incidencias recientes
        </CardTitle>
        <CardDescription>
          {scope === 'company' ? 'Las últimas de la empresa.' : 'Las tuyas y las de tu equipo.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
