import { formatDate } from '@/lib/dates';
import type { PaymentInfo } from '../types';

/** What the recurring payment uses now: the card's last four and expiry, the next charge. */
export function CardOnFile({ info }: { info: PaymentInfo }) {
  const next = formatDate(info.nextRecurringDate);
  return (
    <p className="text-muted">
      {info.lastFour
        ? `The card on file ends in ${info.lastFour}` +
          (info.cardMonth && info.cardYear ? `, expiring ${info.cardMonth}/${info.cardYear}` : '') +
          '. To keep it, leave its last four digits in Card Number.'
        : 'There is no card on file yet.'}
      {next && ` Your next recurring charge is on ${next}.`}
    </p>
  );
}
