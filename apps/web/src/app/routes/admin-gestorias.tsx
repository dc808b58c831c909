import { GestoriaListPage } from '../../features/platform/components/gestoria-list-page';

/** /gestorias (navegatel): the gestorías, and 'Nueva gestoría' (?nueva=1). */
export default function AdminGestoriasRoute() {
  return <GestoriaListPage />;
}
