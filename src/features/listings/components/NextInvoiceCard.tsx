import Card from 'react-bootstrap/Card';
import type { InvoicePreview } from '../invoicePreview';
import { NextInvoiceTable } from './NextInvoiceTable';

/** The next invoice as the listings stand, beside the table (no surprise on the statement). */
export function NextInvoiceCard({ preview }: { preview: InvoicePreview }) {
  return (
    <Card as="section" aria-labelledby="next-invoice" className="mt-4">
      <Card.Header as="h2" id="next-invoice" className="h5 mb-0">
        Next invoice
      </Card.Header>
      <Card.Body>
        <NextInvoiceTable preview={preview} caption="Next invoice by metro" />
      </Card.Body>
    </Card>
  );
}
