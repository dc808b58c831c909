import { TicketForm } from '../../features/petitions/components/ticket-form';

/** /petitions/create/ticket */
export default function CreateTicketRoute() {
  return <TicketForm />;
}
