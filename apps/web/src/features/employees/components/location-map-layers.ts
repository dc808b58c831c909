import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { formatCoordinates, type LocationPoint } from '../utils/location-points';
import { type MapView, mapViewFor } from '../utils/map-view';

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

/** Moves the map to `view` at once (no animation from the previous day's place). */
export function showView(map: LeafletMap, view: MapView): void {
  map.invalidateSize();
  if (view.kind === 'centre') map.setView(view.centre, view.zoom, { animate: false });
  else
    map.fitBounds([view.southWest, view.northEast], {
      padding: [view.padding, view.padding],
      maxZoom: view.maxZoom,
      animate: false,
    });
}

/**
 * The day's points on `layer` as circle markers coloured by action, each with a popup; the map is moved
 * to them (mapViewFor). Returns the view, for the map to keep it while its box changes size.
 */
export function drawPoints(
  L: typeof import('leaflet'),
  map: LeafletMap,
  layer: LayerGroup,
  points: readonly LocationPoint[],
): MapView {
  layer.clearLayers();
  for (const point of points) {
    L.circleMarker([point.latitude, point.longitude], {
      radius: 9,
      color: '#ffffff',
      weight: 2,
      fillColor: point.color,
      fillOpacity: 0.95,
    })
      .bindPopup(popupContent(point))
      .bindTooltip(`${point.label} · ${point.time}`)
      .addTo(layer);
  }
  const view = mapViewFor(points);
  showView(map, view);
  return view;
}
