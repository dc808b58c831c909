import { describe, expect, it } from 'vitest';
import {
  defaultLinkValues,
  expiryBounds,
  formatInstant,
  linkState,
  toCreateRequest,
  validateLinkValues,
} from './inspector-link-values';

// 23:50 on 24 November 2026 in Madrid (UTC+1).
const now = new Date('2026-11-24T22:50:00Z');
const march = { from: '2026-03-01', to: '2026-03-31' };

describe('inspector link form', () => {
  it('defaults to the selected period and an expiry 7 days ahead', () => {
    expect(defaultLinkValues(march, now)).toEqual({ label: '', ...march, expiresOn: '2026-12-01' });
  });

  it('allows an expiry from today to the last day within 30 days', () => {
    expect(expiryBounds(now)).toEqual({ min: '2026-11-24', max: '2026-12-23' });
  });

  it('explains each mistake in Spanish', () => {
    const errors = validateLinkValues(
      { label: ' ', from: '2026-03-10', to: '2026-03-01', expiresOn: '2027-01-30' },
      now,
    );
    expect(errors).toEqual({
      label: 'Indica para quién o para qué es el enlace',
      to: 'La fecha de fin no puede ser anterior a la de inicio',
      expiresOn: 'El enlace puede valer como máximo 30 días',
    });
    expect(validateLinkValues({ ...defaultLinkValues(march, now), label: 'ITSS' }, now)).toEqual({});
  });

  it('sends the end of the chosen day in Madrid as the expiry', () => {
    expect(toCreateRequest({ label: ' ITSS Madrid ', ...march, expiresOn: '2026-12-01' })).toEqual({
      label: 'ITSS Madrid',
      ...march,
      expires_at: '2026-12-01T22:59:59.000Z',
    });
  });

  it('tells active, expired and revoked links apart, and shows instants in Madrid', () => {
    expect(linkState({ expires_at: '2026-11-25T00:00:00Z', revoked_at: null }, now)).toBe('active');
    expect(linkState({ expires_at: '2026-11-24T22:00:00Z', revoked_at: null }, now)).toBe('expired');
    expect(linkState({ expires_at: '2026-11-25T00:00:00Z', revoked_at: '2026-11-20T10:00:00Z' }, now)).toBe('revoked');
    expect(formatInstant('2026-07-01T10:05:00Z')).toBe('01/07/2026 12:05');
    expect(formatInstant(null)).toBe('—');
  });
});
