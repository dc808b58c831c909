import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { MAP_HEIGHT_PX } from '../../../config/map';
import type { LocationPoint } from '../utils/location-points';
import type { MapView } from '../utils/map-view';
import { drawPoints, showView } from './location-map-layers';
import { type MapState, useLeafletMap } from './use-leaflet-map';

export { MAP_ERRORS } from './use-leaflet-map';

/** What lies over the map: 'Cargando mapa...', the error with 'Reintentar', or the empty day's note. */
function MapOverlay({ state, emptyMessage, onRetry }: { state: MapState; emptyMessage?: string; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div
        role="status"
        className="absolute inset-0 z-[1000] flex items-center justify-center gap-3 bg-white/80 text-sm text-slate-700 dark:bg-slate-900/80 dark:text-slate-200"
      >
        <Spinner size="sm" /> Cargando mapa...
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-white/90 p-6 text-center text-sm text-red-700 dark:bg-slate-900/90 dark:text-red-300"
      >
        <p>{state.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Reintentar
        </Button>
      </div>
    );
  }
  if (!emptyMessage) return null;
  return (
    <div className="pointer-events-none absolute inset-x-4 top-4 z-[1000] flex justify-center">
      <p className="rounded-lg bg-white/95 px-4 py-2 text-center text-sm text-slate-700 shadow dark:bg-slate-900/95 dark:text-slate-200">
        {emptyMessage}
      </p>
    </div>
  );
}

/**
 * SPEC §2.6 map: 400 px, centred on Spain until there are points, circle markers coloured by action
 * with a popup each; fits the day's points (padding 30, at most zoom 15) or zooms to 15 on a single
 * place, again whenever its box changes size until the user moves it. States:
 * 'Cargando mapa...', an error with 'Reintentar' (tried again after 500 ms), ready.
 */
export function LocationMap({ points, emptyMessage }: { points: readonly LocationPoint[]; emptyMessage?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  // The view drawn for the day, kept while nobody has moved the map: a box that was still opening (its
  // dialog's animation, a scrollbar appearing) when the points were fitted is fitted again at its size.
  const autoView = useRef<MapView | null>(null);
  const { state, retry, parts } = useLeafletMap(containerRef, ({ map }) => {
    if (autoView.current) showView(map, autoView.current);
  });

  // Draw the day's points.
  useEffect(() => {
    const ready = parts();
    if (state.status !== 'ready' || !ready) return;
    autoView.current = drawPoints(ready.L, ready.map, ready.layer, points);
  }, [points, state.status, parts]);

  // Once the user pans or zooms, the map stays where they put it.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const release = () => {
      autoView.current = null;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const event of events) container.addEventListener(event, release, { passive: true });
    return () => {
      for (const event of events) container.removeEventListener(event, release);
    };
  }, []);

  return (
    <div
      className="relative isolate overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <div ref={containerRef} className="size-full bg-slate-100! dark:bg-slate-800!" />
      <MapOverlay state={state} emptyMessage={emptyMessage} onRetry={retry} />
    </div>
  );
}
