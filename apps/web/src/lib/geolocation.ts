import type { GeoPoint } from '@jornada/shared/api/workshift';

/** SPEC §4.4: high accuracy, 5 s timeout, never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };
/** SPEC §4.4: denied, unsupported or failed → 0,0, silently. */
export const UNKNOWN_POSITION: GeoPoint = { latitude: 0, longitude: 0 };
/**
 * The browser's timeout only starts once permission is granted; a permission prompt left unanswered
 * would otherwise hold the action forever.
 */
export const GEOLOCATION_SAFETY_MS = 6000;

export type GeolocationSource = Pick<Geolocation, 'getCurrentPosition'>;

function browserGeolocation(): GeolocationSource | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

/** The device's position for an action, or 0,0 when it can't be had. Never rejects. */
export function getPosition(
  geolocation: GeolocationSource | undefined = browserGeolocation(),
  safetyMs = GEOLOCATION_SAFETY_MS,
): Promise<GeoPoint> {
  if (!geolocation) return Promise.resolve(UNKNOWN_POSITION);
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (point: GeoPoint) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(point);
    };
    const timer = setTimeout(() => settle(UNKNOWN_POSITION), safetyMs);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const isValid = Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude);
          if (!isValid) return settle(UNKNOWN_POSITION);
          settle({
            latitude: coords.latitude,
            longitude: coords.longitude,
            ...(Number.isFinite(coords.accuracy) && coords.accuracy >= 0 ? { accuracy: coords.accuracy } : {}),
          });
        },
        () => settle(UNKNOWN_POSITION),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      settle(UNKNOWN_POSITION);
    }
  });
}
