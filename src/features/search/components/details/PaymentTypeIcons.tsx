import { Trans } from '@lingui/react/macro';
import { CardBrandLogo } from '@/components/CardBrandLogo';
import type { PaymentTypes } from '@/features/search/types';

const CARDS = ['visa', 'mastercard', 'discover', 'paypal'] as const;

/** Card and PayPal logos as small labelled badges, then the word Check (spec 2). */
export function PaymentTypeIcons({ paymentTypes }: { paymentTypes: PaymentTypes }) {
  const cards = CARDS.filter((card) => paymentTypes[card]);
  if (cards.length === 0 && !paymentTypes.check)
    return (
      <span>
        <Trans>Not listed</Trans>
      </span>
    );
  return (
    <ul className="payment-types list-unstyled d-flex flex-wrap align-items-center gap-2 mb-0">
      {cards.map((card) => (
        <li key={card}>
          <CardBrandLogo brand={card} />
        </li>
      ))}
      {paymentTypes.check && (
        <li className="fw-semibold">
          <Trans>Check</Trans>
        </li>
      )}
    </ul>
  );
}
