import { describe, expect, it } from 'vitest';
import { parseCheckoutReturn } from './checkout-return';

describe('parseCheckoutReturn', () => {
  it("reads the provider's reference and the plan", () => {
    expect(parseCheckoutReturn(new URLSearchParams('session_id=cs_test_a1B2&plan=3'))).toEqual({
      reference: 'cs_test_a1B2',
      planId: 3,
    });
  });

  it('ignores what it cannot trust', () => {
    expect(parseCheckoutReturn(new URLSearchParams('session_id=<script>&plan=abc'))).toEqual({
      reference: null,
      planId: null,
    });
    expect(parseCheckoutReturn(new URLSearchParams(''))).toEqual({ reference: null, planId: null });
    expect(parseCheckoutReturn(new URLSearchParams('plan=0')).planId).toBeNull();
  });
});
