import { describe, expect, it } from 'vitest';
import { companyState, isSubscriptionActive, type SubscriptionStatus } from './subscription';

const now = new Date('2025-07-24T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const active = (status: SubscriptionStatus, trialEnds: Date | null, subscriptionEnds: Date | null) =>
  isSubscriptionActive(
    { subscription_status: status, trial_ends_at: trialEnds, subscription_ends_at: subscriptionEnds },
    now,
  );

describe('isSubscriptionActive', () => {
  it('trialing: until trial_ends_at, exclusive; never without a date', () => {
    expect(active('trialing', at(1), null)).toBe(true);
    expect(active('trialing', at(0), null)).toBe(false);
    expect(active('trialing', at(-1), null)).toBe(false);
    expect(active('trialing', null, null)).toBe(false);
    // The trial's own end decides, not a subscription date.
    expect(active('trialing', at(-1), at(86_400_000))).toBe(false);
  });

  it('active: open-ended, or until subscription_ends_at, exclusive', () => {
    expect(active('active', null, null)).toBe(true);
    expect(active('active', at(-86_400_000), null)).toBe(true);
    expect(active('active', null, at(1))).toBe(true);
    expect(active('active', null, at(0))).toBe(false);
    expect(active('active', null, at(-1))).toBe(false);
  });

  it.each(['past_due', 'canceled'] as const)('%s: only the period already paid', (status) => {
    expect(active(status, null, null)).toBe(false);
    expect(active(status, null, at(1))).toBe(true);
    expect(active(status, null, at(0))).toBe(false);
    expect(active(status, null, at(-1))).toBe(false);
    expect(active(status, at(86_400_000), null)).toBe(false);
  });

  it('uses the current time by default', () => {
    const hour = 3_600_000;
    const state = (ms: number) => ({
      subscription_status: 'trialing' as const,
      trial_ends_at: new Date(Date.now() + ms),
      subscription_ends_at: null,
    });
    expect(isSubscriptionActive(state(hour))).toBe(true);
    expect(isSubscriptionActive(state(-hour))).toBe(false);
  });
});

describe('companyState', () => {
  const now = new Date('2026-05-10T10:00:00Z');
  // Relative to this block's own instant, not the file's.
  const base = { trial_ends_at: null, subscription_ends_at: null, suspended_at: null };
  it('suspended wins over any subscription', () => {
    expect(companyState({ ...base, subscription_status: 'active', suspended_at: now }, now)).toBe('suspended');
  });
  it('a running trial, an active plan, and the rest expired', () => {
    const future = new Date('2026-05-20T00:00:00Z');
    const past = new Date('2026-05-01T00:00:00Z');
    expect(companyState({ ...base, subscription_status: 'trialing', trial_ends_at: future }, now)).toBe('trial');
    expect(companyState({ ...base, subscription_status: 'trialing', trial_ends_at: past }, now)).toBe('expired');
    expect(companyState({ ...base, subscription_status: 'active' }, now)).toBe('active');
    expect(companyState({ ...base, subscription_status: 'canceled', subscription_ends_at: past }, now)).toBe('expired');
  });
});
