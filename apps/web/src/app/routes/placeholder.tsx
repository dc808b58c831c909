import { ComingSoon } from '../../components/coming-soon';
import { placeholderDescriptions } from '../placeholder-descriptions';
import { useRouteHandle } from '../route-handle';

/** A route whose screen arrives later: its title and what it will do (see app/placeholder-pages.ts). */
export default function PlaceholderRoute() {
  const { title = 'Jornada', placeholder = '' } = useRouteHandle();
  return <ComingSoon title={title} description={placeholderDescriptions[placeholder] ?? ''} />;
}
