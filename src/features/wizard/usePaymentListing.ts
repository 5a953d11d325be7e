import { useLoad } from '@/features/payments/useLoad';
import { useLastShown } from '@/lib/useLastShown';
import { getSetupPaymentListing, PAYMENT_LISTING_FAILED } from './paymentStepApi';
import type { PaymentOptionValue } from './paymentStep';

/**
 * The step's Metro Listing summary for the chosen payment option, asked again whenever the
 * option changes. The latest choice's answer wins (an earlier one arriving late is dropped);
 * while the new one is on its way the last totals stay on screen (`updating`); a failure shows
 * no totals at all, since those on screen belong to another option. Null waits.
 */
export function usePaymentListing(companyId: number | null, option: PaymentOptionValue | null) {
  const key = companyId === null || option === null ? null : `${companyId}:${option}`;
  const { status, error, data, retry } = useLoad(
    key,
    () => getSetupPaymentListing(companyId ?? 0, option ?? 1),
    PAYMENT_LISTING_FAILED,
  );
  const last = useLastShown(data);
  return {
    status,
    error,
    retry,
    listing: status === 'failed' ? null : last,
    updating: status === 'pending' && last !== null,
  };
}
