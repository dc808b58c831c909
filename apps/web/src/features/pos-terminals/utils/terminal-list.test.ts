import { describe, expect, it } from 'vitest';
import { isRevoked, orderTerminals } from './terminal-list';

describe('orderTerminals', () => {
  it('puts the revoked terminals last and keeps the order within each group', () => {
    const terminals = [
      { id: 1, revoked_at: '2026-01-02T00:00:00Z' },
      { id: 2, revoked_at: null },
      { id: 3, revoked_at: '2026-01-01T00:00:00Z' },
      { id: 4, revoked_at: null },
    ];
    expect(orderTerminals(terminals).map((t) => t.id)).toEqual([2, 4, 1, 3]);
    expect(isRevoked(terminals[0] as (typeof terminals)[number])).toBe(true);
  });
});
