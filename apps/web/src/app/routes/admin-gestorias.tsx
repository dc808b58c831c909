import { GestoriaListPage } from '../../features/platform/components/gestoria-list-page';

/** /gestorias (navegatel, issue 14 §1): the gestorías, and 'Nueva gestoría' (?nueva=1). */
export default function AdminGestoriasRoute() {
  return <GestoriaListPage />;
}
