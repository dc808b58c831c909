/**
 * Map tiles (SPEC §7: "a public map tile service"). Set VITE_MAP_TILE_URL (and its attribution) at
 * build time to use another provider or a self-hosted tile server. Without network the tiles fail,
 * the markers and the table still show.
 */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** SPEC §9 map constants: centre about 40.42, -3.70 at zoom 6; fit padding 30; one point at zoom 15. */
export const MAP_INITIAL_CENTER: [number, number] = [40.42, -3.7];
export const MAP_INITIAL_ZOOM = 6;
export const MAP_FIT_PADDING = 30;
export const MAP_SINGLE_POINT_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;
export const MAP_RETRY_DELAY_MS = 500;
