import { describe, expect, it } from 'vitest';
import { LAST_UPDATE, lastUpdateLong, lastUpdateShort } from './last-update';

describe('last update', () => {
  it('the footer and the legal texts say the same day, each in its own format', () => {
    expect(lastUpdateShort('2026-11-22')).toBe('22/11/2026');
    expect(lastUpdateLong('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(lastUpdateLong('2025-07-04')).toBe('4 de julio de 2025');
    expect(lastUpdateShort().split('/').reverse().join('-')).toBe(LAST_UPDATE);
  });
});
