/**
 * Spain's autonomous communities and autonomous cities as ISO 3166-2 codes, with the names Spanish
 * readers use. A company's `region` is one of these: it chooses which regional public holidays apply.
 * Dependency-free so the web's settings select can use it.
 */
export const spainRegions = [
  { code: 'ES-AN', name: 'Andalucía' },
  { code: 'ES-AR', name: 'Aragón' },
  { code: 'ES-AS', name: 'Principado de Asturias' },
  { code: 'ES-IB', name: 'Illes Balears' },
  { code: 'ES-CN', name: 'Canarias' },
  { code: 'ES-CB', name: 'Cantabria' },
  { code: 'ES-CL', name: 'Castilla y León' },
  { code: 'ES-CM', name: 'Castilla-La Mancha' },
  { code: 'ES-CT', name: 'Cataluña' },
  { code: 'ES-VC', name: 'Comunitat Valenciana' },
  { code: 'ES-EX', name: 'Extremadura' },
  { code: 'ES-GA', name: 'Galicia' },
  { code: 'ES-MD', name: 'Comunidad de Madrid' },
  { code: 'ES-MC', name: 'Región de Murcia' },
  { code: 'ES-NC', name: 'Comunidad Foral de Navarra' },
  { code: 'ES-PV', name: 'País Vasco' },
  { code: 'ES-RI', name: 'La Rioja' },
  { code: 'ES-CE', name: 'Ceuta' },
  { code: 'ES-ML', name: 'Melilla' },
] as const;

export type SpainRegion = (typeof spainRegions)[number]['code'];

export const spainRegionCodes = spainRegions.map((region) => region.code) as [SpainRegion, ...SpainRegion[]];

/** Existing companies were all treated as Madrid's (the demo's bakery is there). */
export const DEFAULT_REGION: SpainRegion = 'ES-MD';

export function isSpainRegion(value: unknown): value is SpainRegion {
  return typeof value === 'string' && (spainRegionCodes as readonly string[]).includes(value);
}

/** 'Comunidad de Madrid' of 'ES-MD'; the code itself if unknown. */
export function regionName(code: string): string {
  return spainRegions.find((region) => region.code === code)?.name ?? code;
}
