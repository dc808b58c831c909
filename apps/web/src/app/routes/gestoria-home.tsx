import { ClientCompaniesPage } from '../../features/gestoria-portal/components/client-companies-page';

/** / and /gestoria for a gestoría user (SPEC §2.3): the list of client companies. */
export default function GestoriaHomeRoute() {
  return <ClientCompaniesPage />;
}
