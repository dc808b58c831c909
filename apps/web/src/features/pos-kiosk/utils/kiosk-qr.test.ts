import { describe, expect, it } from 'vitest';
import { msUntilQrRefresh, qrModulesPath } from './kiosk-qr';

describe('msUntilQrRefresh', () => {
  const now = Date.parse('2030-03-04T08:00:10Z');

  it('waits until the next window starts, plus a moment', () => {
    expect(msUntilQrRefresh('2030-03-04T08:00:30Z', now)).toBe(20_250);
  });

  it('asks again within 1 s to 30 s whatever it was told', () => {
    expect(msUntilQrRefresh('2030-03-04T08:00:05Z', now)).toBe(1000);
    expect(msUntilQrRefresh('2030-03-04T09:00:00Z', now)).toBe(30_000);
    expect(msUntilQrRefresh(undefined, now)).toBe(30_000);
    expect(msUntilQrRefresh('no es una fecha', now)).toBe(30_000);
  });
});

describe('qrModulesPath', () => {
  it('draws one unit square per dark module, row by row', () => {
    const dark = new Set(['0,0', '1,2']);
    expect(qrModulesPath(3, (row, column) => dark.has(`${row},${column}`))).toBe('M0 0h1v1h-1zM2 1h1v1h-1z');
    expect(qrModulesPath(2, () => false)).toBe('');
  });
});
