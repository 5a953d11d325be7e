/** The billing half of the card form, as the API names it (camelCase). */
export interface Billing {
  firstName: string;
  lastName: string;
  billingAddress: string;
  billingCity: string;
  /** 'USA' or 'CA'. */
  billingCountry: string;
  billingState: string;
  billingZip: string;
  email: string;
}

/**
 * Everything the card form holds. It lives in Formik only, never in the store or in storage:
 * the number as typed (grouped in fours), the CVV, the expiry, the billing data.
 */
export interface CardValues extends Billing {
  cardNumber: string;
  cardMonth: string;
  cardYear: string;
  cardCvv: string;
  /** Only the arrears page asks for it. */
  companyName: string;
  /** A select's value: the billing day (only '1', Recurring 1st). */
  ccRecurring: string;
  terms: boolean;
}

/** The card fields as sent: the number in digits only. */
export interface CardDetails {
  cardNumber: string;
  cardMonth: string;
  cardYear: string;
  cardCvv: string;
}

/** GET subscribers/{id}/payments/init: what is on file. Of the card, only its last four. */
export interface PaymentInfo {
  lastFour: string;
  cardMonth: string;
  cardYear: string;
  billing: Billing;
  ccRecurring: number;
  paymentOption: number;
  nextRecurringDate: string | null;
}

/** How a card save ended. A failure the server words is a result, not a thrown error. */
export type CardSaveOutcome =
  | { kind: 'saved'; arrearsStatus: boolean; arrearsId: string | null }
  /** The server's "The credit card number is invalid.": the number field turns red. */
  | { kind: 'invalidNumber'; message: string }
  | { kind: 'declined' };

export interface ArrearsLine {
  note: string;
  amount: number;
}

/** GET subscribers/{secretKey}/payments/arrears: the unpaid lines and who is billed. */
export interface ArrearsInvoice {
  lines: ArrearsLine[];
  totalAmount: number;
  companyName: string;
  billing: Billing;
}

/** What a screen's submit of the card form reports; the form shows it. */
export type CardSubmitResult =
  | { kind: 'done' }
  /** The server refused the number: the field turns red, and the message is alerted. */
  | { kind: 'invalidNumber'; message: string }
  | { kind: 'failed'; message: string };
