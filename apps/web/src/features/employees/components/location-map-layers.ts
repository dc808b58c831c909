import type { CircleMarker, LayerGroup, Map as LeafletMap } from 'leaflet';
import { MAP_FIT_PADDING, MAP_INITIAL_CENTER, MAP_INITIAL_ZOOM, MAP_SINGLE_POINT_ZOOM } from '../../../config/map';
import { formatCoordinates, type LocationPoint } from '../utils/location-points';

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
 * The day's points on `layer` as circle markers coloured by action, each with a popup; the map fits
 * them (padding 30), zooms to 15 on a single place, or goes back to Spain when there are none.
 */
export function drawPoints(
  L: typeof import('leaflet'),
  map: LeafletMap,
  layer: LayerGroup,
  points: readonly LocationPoint[],
): void {
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
}
