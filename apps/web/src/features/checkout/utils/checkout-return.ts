/**
 * The return from a subscription checkout (/success-page, /cancel-page). There is no payment provider
 * yet, so nothing here can be verified: the pages say what the visitor can rely on and where to go.
 *
 * The seam for a provider: its checkout returns to these pages with `?session_id=<reference>` (the
 * common convention; `plan` too, when known). Add `api/get-checkout-session.ts` calling the server
 * (which asks the provider, never the browser) and map its answer to a CheckoutStatus other than
 * 'unverified'; CheckoutResult already has a text for each.
 */
export type CheckoutOutcome = 'success' | 'cancel';

export type CheckoutStatus =
  /** Nobody has confirmed anything (today, always). */
  | 'unverified'
  /** The provider confirmed the payment: the plan is active. */
  | 'paid'
  /** The provider is still processing it (a bank transfer, 3-D Secure pending…). */
  | 'pending'
  /** The provider reports it failed. */
  | 'failed';

export interface CheckoutReturn {
  /** The provider's reference for this checkout, if it sent one. */
  reference: string | null;
  planId: number | null;
}

const REFERENCE = /^[A-Za-z0-9_-]{1,255}$/;

export function parseCheckoutReturn(search: URLSearchParams): CheckoutReturn {
  const reference = search.get('session_id');
  const plan = search.get('plan');
  const planId = plan && /^\d+$/.test(plan) ? Number(plan) : null;
  return {
    reference: reference && REFERENCE.test(reference) ? reference : null,
    planId: planId !== null && planId > 0 && Number.isSafeInteger(planId) ? planId : null,
  };
}
