import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskTokenExpiresAt, scannedKioskToken, secondsLeft, watchTokenExpiry } from './kiosk-token';

describe('kioskTokenExpiresAt', () => {
  it("is 60 s after the token's 30-second window starts", () => {
    const window = new Date('2030-03-04T08:00:00Z').getTime() / 30_000;
    expect(kioskTokenExpiresAt(`7.3.${window}.abc-_XYZ`)).toEqual(new Date('2030-03-04T08:01:00Z'));
  });

  it('is null for anything not shaped like a token', () => {
    for (const junk of ['', 'abc', '7.3.x.sig', '7.3.1', '7.3.1.sig$'])
      expect(kioskTokenExpiresAt(junk), junk).toBeNull();
  });
});

describe('secondsLeft', () => {
  it('rounds up and stops at 0', () => {
    const at = new Date('2030-03-04T08:01:00Z');
    expect(secondsLeft(at, new Date('2030-03-04T08:00:30.200Z'))).toBe(30);
    expect(secondsLeft(at, at)).toBe(0);
    expect(secondsLeft(at, new Date('2030-03-04T08:02:00Z'))).toBe(0);
  });
});

describe('watchTokenExpiry', () => {
  const start = new Date('2030-03-04T08:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('says so when the expiry passes, not before, and only once', () => {
    const onExpired = vi.fn();
    watchTokenExpiry(new Date(start.getTime() + 60_000), onExpired);
    vi.advanceTimersByTime(59_999);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('at once for a token already past its expiry', () => {
    const onExpired = vi.fn();
    watchTokenExpiry(new Date(start.getTime() - 1), onExpired);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a page back from the background finds it expired without waiting for its timer', () => {
    const onExpired = vi.fn();
    const watch = watchTokenExpiry(new Date(start.getTime() + 60_000), onExpired);
    // The phone slept: the wall clock moved on while no timer ran.
    vi.setSystemTime(start.getTime() + 90_000);
    watch.recheck();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a timer that fires early waits for the rest', () => {
    const onExpired = vi.fn();
    const watch = watchTokenExpiry(new Date(start.getTime() + 60_000), onExpired);
    vi.advanceTimersByTime(30_000);
    watch.recheck();
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('nothing once cancelled (another token was scanned, the page left)', () => {
    const onExpired = vi.fn();
    watchTokenExpiry(new Date(start.getTime() + 60_000), onExpired).cancel();
    vi.advanceTimersByTime(120_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('scannedKioskToken', () => {
  const origin = 'https://jornada.example';

  it("takes the token of this site's kiosk QR", () => {
    expect(scannedKioskToken(`${origin}/fichar?k=7.3.12345.abc-_XYZ`, origin)).toBe('7.3.12345.abc-_XYZ');
    expect(scannedKioskToken(` ${origin}/fichar?k=7.3.12345.abc \n`, origin)).toBe('7.3.12345.abc');
  });

  it('refuses other sites, other pages, other codes and broken tokens', () => {
    for (const text of [
      'https://evil.example/fichar?k=7.3.12345.abc',
      `${origin}/login?k=7.3.12345.abc`,
      `${origin}/fichar`,
      `${origin}/fichar?k=nonsense`,
      'WIFI:S:Bar;T:WPA;P:secret;;',
      '',
    ])
      expect(scannedKioskToken(text, origin), text).toBeNull();
  });
});
