import { describe, expect, it } from 'vitest';
import { petitionStatusTones, workshiftTone } from './status-tones';

describe('status tones', () => {
  it('a shift at work is green, on a break amber, anything else neutral', () => {
    expect(workshiftTone('in_progress')).toBe('success');
    expect(workshiftTone('on_break')).toBe('warning');
    expect(workshiftTone('completed')).toBe('neutral');
    expect(workshiftTone(null)).toBe('neutral');
    expect(workshiftTone('paused_by_admin')).toBe('neutral');
  });

  it('a petition waiting is amber like a break, approved green, rejected red', () => {
    expect(petitionStatusTones).toEqual({
      pending: 'warning',
      approved: 'success',
      rejected: 'danger',
      cancelled: 'neutral',
    });
  });
});
