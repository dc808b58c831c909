import { describe, expect, it } from 'vitest';
import { clockText, formatLatency, latencyOf } from './event-rows';

describe('event rows', () => {
  it('measures latency from the server time to the arrival, never below zero', () => {
    expect(latencyOf({ eventTime: 1000, receivedAt: 1085 })).toBe(85);
    expect(latencyOf({ eventTime: 1000, receivedAt: 990 })).toBe(0);
    expect(latencyOf({ eventTime: null, receivedAt: 990 })).toBeNull();
  });

  it('writes latency in ms under a second, in seconds with a comma above', () => {
    expect(formatLatency(85.4)).toBe('85 ms');
    expect(formatLatency(1340)).toBe('1,3 s');
    expect(formatLatency(null)).toBe('—');
  });

  it('shows the time in Madrid', () => {
    expect(clockText(Date.parse('2026-01-15T09:05:07Z'))).toBe('10:05:07');
  });
});
