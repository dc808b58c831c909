import { useLocation, useSearchParams } from 'react-router';
import { useUser } from '../../features/auth/api/get-user';
import { CheckoutResult } from '../../features/checkout/components/checkout-result';
import { parseCheckoutReturn } from '../../features/checkout/utils/checkout-return';
import { normalizePath } from '../route-decision';

/**
 * /success-page and /cancel-page: the return from a subscription checkout. No payment provider is
 * connected yet, so the success page cannot confirm anything ('unverified'); see
 * features/checkout/utils/checkout-return.ts for where a provider plugs in.
 */
export default function CheckoutReturnRoute() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { data: user } = useUser();
  const outcome = normalizePath(pathname) === '/cancel-page' ? 'cancel' : 'success';
  return (
    <CheckoutResult
      outcome={outcome}
      status="unverified"
      checkout={parseCheckoutReturn(searchParams)}
      isLoggedIn={Boolean(user)}
    />
  );
}
