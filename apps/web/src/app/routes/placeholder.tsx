import { ComingSoon } from '../../components/coming-soon';
import { useRouteHandle } from '../route-handle';

/** A route whose screen arrives later: its title and what it will do (see app/placeholder-pages.ts). */
export default function PlaceholderRoute() {
  const { title = 'Jornada', description = '' } = useRouteHandle();
  return <ComingSoon title={title} description={description} />;
}
