import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount (petitions)', () => {
  it('shows nothing for no count', () => {
    for (const value of [undefined, null, 0, -1, Number.NaN]) expect(formatBadgeCount(value)).toBeNull();
  });

  it('caps at 99+', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
