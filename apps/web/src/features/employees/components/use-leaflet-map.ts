import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  MAP_INITIAL_CENTER,
  MAP_INITIAL_ZOOM,
  MAP_RETRY_DELAY_MS,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '../../../config/map';
import { loadLeaflet } from '../utils/load-leaflet';

/** SPEC §8 map errors. */
export const MAP_ERRORS = {
  noContainer: 'Error al inicializar el mapa: contenedor no encontrado',
  load: 'Error al cargar el mapa. Por favor, recargue la página.',
  restart: 'No se pudo reiniciar el mapa. Por favor, recargue la página.',
} as const;

export type MapState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** What a ready map draws on: Leaflet itself, the map and the layer of points. */
export interface LeafletParts {
  L: typeof import('leaflet');
  map: LeafletMap;
  layer: LayerGroup;
}

/**
 * A Leaflet map in `containerRef`, centred on Spain with the tile layer, loaded on demand. `retry`
 * builds it again after 500 ms; `parts()` is null until it is ready. `onResize` runs after Leaflet
 * has been told of each change of the box's size.
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLDivElement | null>,
  onResize?: (parts: LeafletParts) => void,
) {
  const onResizeRef = useRef(onResize);
  onResizeRef.current = onResize;
  const partsRef = useRef<LeafletParts | null>(null);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Create the map (again, on each retry).
  useEffect(() => {
    let isCancelled = false;
    setState({ status: 'loading' });
    const fail = () => setState({ status: 'error', message: attempt > 0 ? MAP_ERRORS.restart : MAP_ERRORS.load });
    loadLeaflet()
      .then((L) => {
        if (isCancelled) return;
        const container = containerRef.current;
        if (!container) {
          setState({ status: 'error', message: MAP_ERRORS.noContainer });
          return;
        }
        try {
          const map = L.map(container, { center: MAP_INITIAL_CENTER, zoom: MAP_INITIAL_ZOOM });
          L.tileLayer(MAP_TILE_URL, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
          partsRef.current = { L, map, layer: L.layerGroup().addTo(map) };
          setState({ status: 'ready' });
        } catch (error) {
          console.error('No se pudo crear el mapa', error);
          fail();
        }
      })
      .catch((error: unknown) => {
        console.error('No se pudo cargar Leaflet', error);
        if (!isCancelled) fail();
      });
    return () => {
      isCancelled = true;
      partsRef.current?.map.remove();
      partsRef.current = null;
    };
  }, [attempt, containerRef]);

  // A dialog opens with an animation: tell Leaflet whenever its box changes size.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const parts = partsRef.current;
      if (!parts) return;
      parts.map.invalidateSize();
      onResizeRef.current?.(parts);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef]);

  const retry = () => {
    setState({ status: 'loading' });
    window.setTimeout(() => setAttempt((n) => n + 1), MAP_RETRY_DELAY_MS);
  };

  // Stable, so an effect that draws can depend on it without running on every render.
  const parts = useCallback(() => partsRef.current, []);
  return { state, retry, parts };
}
