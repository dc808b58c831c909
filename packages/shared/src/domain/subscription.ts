export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  subscription_status: SubscriptionStatus;
  trial_ends_at: Date | null;
  subscription_ends_at: Date | null;
}

/**
 * Whether a company may use the product now. A trial runs until trial_ends_at; a paid plan until
 * subscription_ends_at when one is set (cancelled or unpaid plans keep the period already paid).
 */
export function isSubscriptionActive(company: SubscriptionState, now: Date = new Date()): boolean {
  const before = (limit: Date | null) => limit === null || now.getTime() < limit.getTime();
  switch (company.subscription_status) {
    case 'trialing':
      return company.trial_ends_at !== null && now.getTime() < company.trial_ends_at.getTime();
    case 'active':
      return before(company.subscription_ends_at);
    case 'past_due':
    case 'canceled':
      return company.subscription_ends_at !== null && before(company.subscription_ends_at);
  }
}

/** A company's state as people see it: derived, never stored. */
export const companyStates = ['trial', 'active', 'expired', 'suspended'] as const;
export type CompanyState = (typeof companyStates)[number];

/**
 * Suspended by the platform admin wins over anything the subscription says; otherwise a running
 * trial is 'trial', any other usable subscription 'active', and the rest 'expired'.
 */
export function companyState(
  company: SubscriptionState & { suspended_at: Date | null },
  now: Date = new Date(),
): CompanyState {
  if (company.suspended_at !== null) return 'suspended';
  if (!isSubscriptionActive(company, now)) return 'expired';
  return company.subscription_status === 'trialing' ? 'trial' : 'active';
}

/** Expired or suspended: workers and managers are out, the company admin is in restricted mode. */
export function isCompanyRestricted(state: CompanyState | null): boolean {
  return state === 'expired' || state === 'suspended';
}
