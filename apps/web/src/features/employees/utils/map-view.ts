import { MAP_FIT_PADDING, MAP_INITIAL_CENTER, MAP_INITIAL_ZOOM, MAP_SINGLE_POINT_ZOOM } from '../../../config/map';

type LatLng = [latitude: number, longitude: number];

/**
 * Where the location map looks (SPEC §9): Spain at zoom 6 with no points; zoom 15 on a single place;
 * else the points' bounds with 30 px of padding, never closer than a single place's zoom, so GPS
 * jitter of a few metres around one workplace does not open the map at street-door level.
 */
export type MapView =
  | { kind: 'centre'; centre: LatLng; zoom: number }
  | { kind: 'bounds'; southWest: LatLng; northEast: LatLng; padding: number; maxZoom: number };

export function mapViewFor(points: readonly { latitude: number; longitude: number }[]): MapView {
  const usable = points.filter(
    (point) =>
      Number.isFinite(point.latitude) &&
      Number.isFinite(point.longitude) &&
      Math.abs(point.latitude) <= 90 &&
      Math.abs(point.longitude) <= 180,
  );
  if (usable.length === 0) return { kind: 'centre', centre: MAP_INITIAL_CENTER, zoom: MAP_INITIAL_ZOOM };
  const latitudes = usable.map((point) => point.latitude);
  const longitudes = usable.map((point) => point.longitude);
  const southWest: LatLng = [Math.min(...latitudes), Math.min(...longitudes)];
  const northEast: LatLng = [Math.max(...latitudes), Math.max(...longitudes)];
  if (southWest[0] === northEast[0] && southWest[1] === northEast[1])
    return { kind: 'centre', centre: southWest, zoom: MAP_SINGLE_POINT_ZOOM };
  return { kind: 'bounds', southWest, northEast, padding: MAP_FIT_PADDING, maxZoom: MAP_SINGLE_POINT_ZOOM };
}
