import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_OPTIONS, type GeolocationSource, getPosition, UNKNOWN_POSITION } from './geolocation';

afterEach(() => {
  vi.useRealTimers();
});

function source(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
): GeolocationSource & { options: PositionOptions[] } {
  const options: PositionOptions[] = [];
  return {
    options,
    getCurrentPosition: (success, failure, opts) => {
      options.push(opts ?? {});
      answer(success, failure as PositionErrorCallback);
    },
  };
}

const position = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: 0 }) as unknown as GeolocationPosition;

describe('getPosition', () => {
  it('asks for a fresh, high-accuracy position with a 5 s timeout and returns it', async () => {
    const geo = source((success) => success(position(40.4168, -3.7038, 12)));
    await expect(getPosition(geo)).resolves.toEqual({ latitude: 40.4168, longitude: -3.7038, accuracy: 12 });
    expect(geo.options).toEqual([GEOLOCATION_OPTIONS]);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });

  it('denied, failed or unsupported: 0,0 silently', async () => {
    const denied = source((_success, failure) => failure({ code: 1 } as GeolocationPositionError));
    await expect(getPosition(denied)).resolves.toEqual(UNKNOWN_POSITION);
    await expect(getPosition(undefined)).resolves.toEqual({ latitude: 0, longitude: 0 });
    const throwing = source(() => {
      throw new Error('insecure origin');
    });
    await expect(getPosition(throwing)).resolves.toEqual(UNKNOWN_POSITION);
  });

  it('a permission prompt nobody answers does not hold the action: 0,0 after the safety delay', async () => {
    vi.useFakeTimers();
    const silent = source(() => {});
    const result = getPosition(silent, 6000);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(UNKNOWN_POSITION);
  });
});
