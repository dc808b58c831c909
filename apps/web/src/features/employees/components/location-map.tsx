import type { CircleMarker, LayerGroup, Map as LeafletMap } from 'leaflet';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  MAP_FIT_PADDING,
  MAP_HEIGHT_PX,
  MAP_INITIAL_CENTER,
  MAP_INITIAL_ZOOM,
  MAP_RETRY_DELAY_MS,
  MAP_SINGLE_POINT_ZOOM,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '../../../config/map';
import { loadLeaflet } from '../utils/load-leaflet';
import { formatCoordinates, type LocationPoint } from '../utils/location-points';

/** SPEC §8 map errors. */
export const MAP_ERRORS = {
  noContainer: 'Error al inicializar el mapa: contenedor no encontrado',
  load: 'Error al cargar el mapa. Por favor, recargue la página.',
  restart: 'No se pudo reiniciar el mapa. Por favor, recargue la página.',
} as const;

type MapState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** Popup built from text nodes: an action name read from the record is never parsed as HTML. */
function popupContent(point: LocationPoint): HTMLElement {
  const root = document.createElement('div');
  root.className = 'location-popup';
  const lines: [string, string][] = [
    ['', point.label],
    ['Hora: ', point.time],
    ['Fecha: ', point.date],
    ['Coordenadas: ', formatCoordinates(point, 6)],
  ];
  lines.forEach(([label, value], index) => {
    const line = document.createElement(index === 0 ? 'strong' : 'div');
    line.textContent = `${label}${value}`;
    root.appendChild(line);
  });
  return root;
}

/**
 * SPEC §2.6 map: 400 px, centred on Spain until there are points, circle markers coloured by action
 * with a popup each; fits the day's points (padding 30) or zooms to 15 on a single one. States:
 * 'Cargando mapa...', an error with 'Reintentar' (tried again after 500 ms), ready.
 */
export function LocationMap({ points, emptyMessage }: { points: readonly LocationPoint[]; emptyMessage?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const leafletRef = useRef<typeof import('leaflet') | null>(null);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Create the map (again, on each retry).
  useEffect(() => {
    let isCancelled = false;
    setState({ status: 'loading' });
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
          leafletRef.current = L;
          layerRef.current = L.layerGroup().addTo(map);
          mapRef.current = map;
          setState({ status: 'ready' });
        } catch (error) {
          console.error('No se pudo crear el mapa', error);
          setState({ status: 'error', message: attempt > 0 ? MAP_ERRORS.restart : MAP_ERRORS.load });
        }
      })
      .catch((error: unknown) => {
        console.error('No se pudo cargar Leaflet', error);
        if (!isCancelled) setState({ status: 'error', message: attempt > 0 ? MAP_ERRORS.restart : MAP_ERRORS.load });
      });
    return () => {
      isCancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [attempt]);

  // A dialog opens with an animation: tell Leaflet whenever its box changes size.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => mapRef.current?.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  // Draw the day's points.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    const L = leafletRef.current;
    if (state.status !== 'ready' || !map || !layer || !L) return;
    layer.clearLayers();
    const markers: CircleMarker[] = points.map((point) =>
      L.circleMarker([point.latitude, point.longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: point.color,
        fillOpacity: 0.95,
      })
        .bindPopup(popupContent(point))
        .bindTooltip(`${point.label} · ${point.time}`)
        .addTo(layer),
    );
    map.invalidateSize();
    if (markers.length === 0) {
      map.setView(MAP_INITIAL_CENTER, MAP_INITIAL_ZOOM);
      return;
    }
    const bounds = L.featureGroup(markers).getBounds();
    // One point, or several at the same place (a worker who never moved): zoom 15 on it.
    if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), MAP_SINGLE_POINT_ZOOM);
    else map.fitBounds(bounds, { padding: [MAP_FIT_PADDING, MAP_FIT_PADDING] });
  }, [points, state.status]);

  const retry = () => {
    setState({ status: 'loading' });
    window.setTimeout(() => setAttempt((n) => n + 1), MAP_RETRY_DELAY_MS);
  };

  return (
    <div
      className="relative isolate overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <div ref={containerRef} className="size-full bg-slate-100! dark:bg-slate-800!" />
      {state.status === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 z-[1000] flex items-center justify-center gap-3 bg-white/80 text-sm text-slate-700 dark:bg-slate-900/80 dark:text-slate-200"
        >
          <Spinner size="sm" /> Cargando mapa...
        </div>
      )}
      {state.status === 'error' && (
        <div
          role="alert"
          className="absolute inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-white/90 p-6 text-center text-sm text-red-700 dark:bg-slate-900/90 dark:text-red-300"
        >
          <p>{state.message}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            <RotateCw aria-hidden="true" />
            Reintentar
          </Button>
        </div>
      )}
      {state.status === 'ready' && emptyMessage && (
        <div className="pointer-events-none absolute inset-x-4 top-4 z-[1000] flex justify-center">
          <p className="rounded-lg bg-white/95 px-4 py-2 text-center text-sm text-slate-700 shadow dark:bg-slate-900/95 dark:text-slate-200">
            {emptyMessage}
          </p>
        </div>
      )}
    </div>
  );
}
