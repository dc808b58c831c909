import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  bundleDownloadUrl,
  formatInstant,
  formatMinutes,
  formatMonth,
  formatShortDay,
  registerDownloadUrl,
} from './inspector-format';
import { retryUnlessRefused } from './retry-unless-refused';

describe('inspector page formatting', () => {
  it('minutes as h:mm, past 24 h too', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(405)).toBe('6:45');
    expect(formatMinutes(4000)).toBe('66:40');
  });

  it('days, months and instants in Spanish, Madrid time in summer and winter', () => {
    expect(formatShortDay('2026-03-02')).toBe('lun 02/03');
    expect(formatShortDay('2026-03-08')).toBe('dom 08/03');
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    expect(formatInstant('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 00:30');
    expect(formatInstant('2026-01-10T09:05:00.000Z')).toBe('10/01/2026 10:05');
  });

  it('download addresses carry the token, escaped', () => {
    expect(registerDownloadUrl('abc_-1', 'xlsx')).toBe('/api/inspeccion/abc_-1/register?format=xlsx');
    expect(bundleDownloadUrl('a/b', '2026-03')).toBe('/api/inspeccion/a%2Fb/bundle?month=2026-03');
  });
});

describe('retryUnlessRefused', () => {
  it('never retries a refused link (404, 410, 429): it would count against the visitor', () => {
    for (const status of [404, 410, 429]) {
      expect(retryUnlessRefused(0, new ApiError('x', { status, kind: 'http' }))).toBe(false);
    }
  });

  it('retries a network failure or a server error as everywhere', () => {
    expect(retryUnlessRefused(0, new ApiError('x', { status: 0, kind: 'network' }))).toBe(true);
    expect(retryUnlessRefused(0, new ApiError('x', { status: 503, kind: 'http' }))).toBe(true);
  });
});
