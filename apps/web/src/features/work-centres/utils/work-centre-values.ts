import type { CreateWorkCentreInput, UpdateWorkCentreRequest, WorkCentre } from '@jornada/shared/api/work-centres';

/** The form's text values (coordinates and radius as typed: '' is none). */
export interface WorkCentreFormValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  radius_meters: string;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

/** An empty form (a new centre), or the centre's values (an edit). */
export function toFormValues(centre: WorkCentre | null): WorkCentreFormValues & CreateWorkCentreInput {
  return {
    name: centre?.name ?? '',
    address: centre?.address ?? '',
    latitude: asText(centre?.latitude ?? null),
    longitude: asText(centre?.longitude ?? null),
    radius_meters: asText(centre?.radius_meters ?? null),
  };
}

/** The PATCH body of an edit: every value (the server logs only what changed), and the default flag when asked. */
export function updateBody(
  values: Omit<UpdateWorkCentreRequest, 'is_default'>,
  makeDefault: boolean,
): UpdateWorkCentreRequest {
  return { ...values, ...(makeDefault ? { is_default: true as const } : {}) };
}

const decimal = (value: number, digits: number) =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/** '40,4168, -3,7038 · radio de 150 m', or that it has none. */
export function locationLabel(centre: Pick<WorkCentre, 'latitude' | 'longitude' | 'radius_meters'>): string {
  if (centre.latitude === null || centre.longitude === null) return 'Sin coordenadas';
  const place = `${decimal(centre.latitude, 6)}, ${decimal(centre.longitude, 6)}`;
  return centre.radius_meters === null ? place : `${place} · radio de ${decimal(centre.radius_meters, 0)} m`;
}

/** A map of the place, for the admin to check the coordinates (OpenStreetMap, a plain link). */
export function mapLink(centre: Pick<WorkCentre, 'latitude' | 'longitude'>): string | null {
  if (centre.latitude === null || centre.longitude === null) return null;
  const { latitude: lat, longitude: lon } = centre;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function employeeCountLabel(count: number): string {
  if (count === 0) return 'Sin empleados';
  return count === 1 ? '1 empleado' : `${count} empleados`;
}

/** Whether the plan leaves room for one more centre in use (unknown limit: let the server decide). */
export function hasRoomForCentre(inUse: number, limit: number | undefined): boolean {
  return limit === undefined || inUse < limit;
}

/** '2 de 10 centros de tu plan'. */
export function planUsageLabel(inUse: number, limit: number): string {
  return `${inUse} de ${limit} ${limit === 1 ? 'centro' : 'centros'} de tu plan`;
}
