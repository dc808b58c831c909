import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { normalizePath } from '../route-decision';

// Each widget is its own chunk, named here rather than in the router (part of the landing's first download).
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/embed-employee-widget': lazy(() => import('./embed-widget-code')),
  '/embed/employee-widget/iframe': lazy(() => import('./embed-employee-list')),
  '/embed/employee-widget/timetracking': lazy(() => import('./embed-timetracking')),
  '/embed/pos-widget': lazy(() => import('./embed-pos-widget')),
  '/embed/pos-widget/iframe': lazy(() => import('./embed-pos-kiosk')),
};

/**
 * The embed routes (SPEC §2.1, §2.7), resolved before the app's login state and without its shell:
 * they live inside other sites and apps, each with its own session (ADR 013).
 */
export default function EmbedRoute() {
  const { pathname } = useLocation();
  const Page = pages[normalizePath(pathname)];
  if (!Page) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Page />
    </Suspense>
  );
}
