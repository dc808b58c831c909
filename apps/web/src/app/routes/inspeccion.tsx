import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';

// Loaded one step later than the route itself: the router's entry then names one chunk for this
// page instead of every chunk the page shares, which the landing's JavaScript budget counts.
const InspectorPage = lazy(() =>
  import('../../features/inspector/components/inspector-page').then((module) => ({ default: module.InspectorPage })),
);

/** /inspeccion/{token}: public, no shell, no login (the route's handle says `isBare`). */
export default function InspeccionRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <InspectorPage token={token} />
    </Suspense>
  );
}
