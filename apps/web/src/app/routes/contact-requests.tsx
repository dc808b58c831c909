import { ContactRequestListPage } from '../../features/platform/components/contact-request-list-page';

/** /contact-requests (navegatel, sidebar 'Solicitudes'): the public forms' contact and custom-plan requests. */
export default function ContactRequestsRoute() {
  return <ContactRequestListPage />;
}
