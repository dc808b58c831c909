import { describe, expect, it } from 'vitest';
import { userLimitBlock, userLimitCounter } from './user-limit';

describe('userLimitBlock (checked before any request)', () => {
  it('lets one more in below the limit', () => {
    expect(userLimitBlock(0, 80)).toBeNull();
    expect(userLimitBlock(79, 80)).toBeNull();
  });

  it('blocks at or above the limit with the SPEC messages', () => {
    const block = {
      title: 'Límite de usuarios alcanzado',
      description: 'Has alcanzado el límite de 80 usuarios para tu plan',
    };
    expect(userLimitBlock(80, 80)).toEqual(block);
    expect(userLimitBlock(95, 80)).toEqual(block);
    expect(userLimitBlock(3, 3)?.description).toBe('Has alcanzado el límite de 3 usuarios para tu plan');
  });

  it('999999 means unlimited', () => {
    expect(userLimitBlock(999999, 999999)).toBeNull();
    expect(userLimitBlock(1_500_000, 999999)).toBeNull();
  });
});

describe('userLimitCounter', () => {
  it("shows 'current/limit', ∞ for an unlimited plan", () => {
    expect(userLimitCounter(7, 80)).toBe('7/80');
    expect(userLimitCounter(7, 999999)).toBe('7/∞');
  });
});
