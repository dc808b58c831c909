import { describe, expect, it } from 'vitest';
import { activeLabel, canDeactivate, joinedOn } from './gestoria-users';

describe('gestoría users', () => {
  it('shows the day a user was added as dd/MM/yyyy in Madrid', () => {
    expect(joinedOn('2026-11-27T17:32:59.748Z')).toBe('27/11/2026');
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(joinedOn('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(joinedOn('no es una fecha')).toBe('');
  });

  it('offers deactivation for active colleagues only, never oneself', () => {
    expect(canDeactivate({ id: 2, active: true }, 1)).toBe(true);
    expect(canDeactivate({ id: 2, active: false }, 1)).toBe(false);
    expect(canDeactivate({ id: 1, active: true }, 1)).toBe(false);
  });

  it('labels the state in Spanish', () => {
    expect(activeLabel(true)).toBe('Activo');
    expect(activeLabel(false)).toBe('Inactivo');
  });
});
