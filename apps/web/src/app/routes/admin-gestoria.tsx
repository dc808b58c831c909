import { useParams } from 'react-router';
import { GestoriaDetailPage } from '../../features/platform/components/gestoria-detail-page';

/** /gestorias/:gestoriaId (navegatel): one gestoría, its client companies and its users. */
export default function AdminGestoriaRoute() {
  const { gestoriaId } = useParams();
  return <GestoriaDetailPage gestoriaIdParam={gestoriaId} />;
}
