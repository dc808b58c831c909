import { describe, expect, it } from 'vitest';
import { clientTime } from './client-time';

describe('client_time (SPEC §7)', () => {
  it("is the device's wall clock, zero-padded", () => {
    const now = new Date(2025, 0, 5, 7, 8, 9);
    expect(clientTime(now)).toEqual({ timeString: '07:08:09', dateString: '2025-01-05', timestamp: now.getTime() });
  });
});
