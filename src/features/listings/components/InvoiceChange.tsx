import { formatMoney } from '@/lib/money';
import type { InvoicePreview } from '../invoicePreview';
import { chargeDate, NextInvoiceTable } from './NextInvoiceTable';

interface InvoiceChangeProps {
  /** The next invoice as things are. */
  current: InvoicePreview;
  /** The next invoice once the change is made. */
  next: InvoicePreview;
  caption: string;
}

/** What a change does to the next charge, shown before the change is confirmed. */
export function InvoiceChange({ current, next, caption }: InvoiceChangeProps) {
  const same = current.total === next.total;
  return (
    <section aria-label="Next invoice after this change" className="border rounded p-3">
      <p className="fw-bold mb-2">
        Next charge {chargeDate(next)}: {formatMoney(next.total)}
        {same ? ' (no change)' : ` (now ${formatMoney(current.total)})`}
      </p>
      <NextInvoiceTable preview={next} caption={caption} />
    </section>
  );
}
