import { describe, expect, it } from 'vitest';
import { LIVE_SAFETY_NET_MS, pollInterval } from './poll-interval';

describe('pollInterval', () => {
  it("stretches SPEC's polls to the 5 min safety net while the stream is open", () => {
    for (const specMs of [3000, 9000, 10_000, 15_000, 20_000, 30_000]) {
      expect(pollInterval(specMs, 'open'), String(specMs)).toBe(LIVE_SAFETY_NET_MS);
    }
    expect(LIVE_SAFETY_NET_MS).toBe(300_000);
  });

  it("gives SPEC's interval back as soon as the stream is not open", () => {
    expect(pollInterval(3000, 'connecting')).toBe(3000);
    expect(pollInterval(10_000, 'closed')).toBe(10_000);
    expect(pollInterval(15_000, 'connecting')).toBe(15_000);
  });

  it('never shortens a slower poll nor starts a stopped one', () => {
    expect(pollInterval(5 * 60_000, 'open')).toBe(5 * 60_000);
    expect(pollInterval(60_000, 'open')).toBe(300_000);
    expect(pollInterval(false, 'open')).toBe(false);
    expect(pollInterval(false, 'closed')).toBe(false);
  });
});
