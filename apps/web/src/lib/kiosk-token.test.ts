import { describe, expect, it } from 'vitest';
import { kioskTokenExpiresAt, secondsLeft } from './kiosk-token';

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
