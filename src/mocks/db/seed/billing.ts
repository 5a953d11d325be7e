import type { Rng } from '../random';
import type {
  BillingProfileRow,
  CardRow,
  CompanyMetroRow,
  CompanyRow,
  InvoiceLineRow,
  MetroRow,
  NewsletterRow,
  PaymentRow,
} from '../types';
import {
  addDays,
  monthLabel,
  nextMonthStart,
  onSeedDay,
  randomTimestamp,
  seedMonthStart,
  seedToday,
} from './dates';
import type { DemoCompanyKey } from './demo';
import { FIRST_NAMES, LAST_NAMES } from './names';

/**
 * Money side of the demo operators: cards on file (brand, last four and expiry only), billing
 * profiles, monthly invoice lines and payments. The arrears operator's unpaid lines are its
 * arrears invoice; paying them should mark them paid and clear the account's arrears_state.
 */

export interface BillingInput {
  companies: readonly CompanyRow[];
  listings: readonly CompanyMetroRow[];
  metros: readonly MetroRow[];
  demoCompanyIds: Readonly<Record<DemoCompanyKey, number>>;
}

export interface BillingTables {
  cards: CardRow[];
  billing_profiles: BillingProfileRow[];
  invoice_lines: InvoiceLineRow[];
  payments: PaymentRow[];
  newsletter: NewsletterRow[];
}

/** First days of the last `count` months up to and including the seed day's month, oldest first. */
function monthStarts(count: number): string[] {
  const starts: string[] = [];
  let month = seedMonthStart(0);
  for (let i = 0; i < count; i += 1) {
    starts.unshift(month);
    month = `${addDays(month, -1).slice(0, 8)}01`;
  }
  return starts;
}

export function buildBilling(rng: Rng, input: BillingInput): BillingTables {
  const ids = input.demoCompanyIds;
  const company = (key: DemoCompanyKey): CompanyRow => {
    const row = input.companies.find((c) => c.id === ids[key]);
    if (!row) throw new Error(`Demo company ${key} missing`);
    return row;
  };
  const metroName = (listing: CompanyMetroRow): string => {
    const metro = input.metros.find((m) => m.id === listing.metro_id);
    return metro ? `${metro.city}, ${metro.state}` : 'Listing';
  };
  const tables: BillingTables = {
    cards: [],
    billing_profiles: [],
    invoice_lines: [],
    payments: [],
    newsletter: [],
  };

  const operator = company('operator');
  const arrears = company('arrears');
  tables.cards.push(
    {
      id: 1,
      company_id: operator.id,
      brand: 'visa',
      last4: '4242',
      exp_month: '08',
      exp_year: '2028',
      name_on_card: operator.contact_name,
    },
    // Expired card: the recurring charge failed, which is how the account fell into arrears.
    {
      id: 2,
      company_id: arrears.id,
      brand: 'mastercard',
      last4: '5454',
      exp_month: '06',
      exp_year: '2026',
      name_on_card: arrears.contact_name,
    },
  );
  for (const row of [operator, arrears]) {
    const [first = '', last = ''] = row.contact_name.split(' ');
    tables.billing_profiles.push({
      company_id: row.id,
      first_name: first,
      last_name: last,
      billing_address: row.address,
      billing_city: row.city,
      billing_country: 'USA',
      billing_state: row.state,
      billing_zip: row.zip,
      email: `billing@${row.contact_email.split('@')[1] ?? 'example.com'}`,
      account_status: 'cc_recurring',
      cc_recurring: 1,
      payment_option: 1,
      next_recurring_date: nextMonthStart(seedToday()),
    });
  }

  // Monthly invoices: the operator has paid all of them; the arrears operator stopped paying in
  // September, and a late fee was added in November.
  const addMonths = (
    row: CompanyRow,
    months: string[],
    unpaidFrom: string | null,
    last4: string,
  ) => {
    // The invoices cover the listings of the whole period: the demo operator's recent requests
    // (weeks old on any seed day) have none yet.
    const listings = input.listings.filter(
      (l) => l.company_id === row.id && l.date_listed < (months[0] ?? ''),
    );
    for (const month of months) {
      const paid = unpaidFrom === null || month < unpaidFrom;
      let total = 0;
      for (const listing of listings) {
        total += listing.monthly_cost;
        tables.invoice_lines.push({
          id: tables.invoice_lines.length + 1,
          company_id: row.id,
          company_metro_id: listing.id,
          note: `${metroName(listing)} listing - ${monthLabel(month)}`,
          amount: listing.monthly_cost,
          due_date: month,
          paid,
          paid_on: paid ? month : null,
        });
      }
      if (paid) {
        tables.payments.push({
          id: tables.payments.length + 1,
          company_id: row.id,
          amount: Math.round(total * 100) / 100,
          description: `Recurring listing charge - ${monthLabel(month)}`,
          card_last4: last4,
          created_at: randomTimestamp(rng, month, 9, 11),
        });
      }
    }
  };
  addMonths(operator, monthStarts(6), null, '4242');
  addMonths(arrears, monthStarts(6), seedMonthStart(-2), '5454');
  tables.invoice_lines.push({
    id: tables.invoice_lines.length + 1,
    company_id: arrears.id,
    company_metro_id: null,
    note: 'Late payment fee',
    amount: 25,
    due_date: seedMonthStart(0),
    paid: false,
    paid_on: null,
  });

  // Newsletter: taken@demo.test is the address the sign-up form reports as already subscribed.
  const emails = new Set<string>(['taken@demo.test']);
  while (emails.size < 25) {
    emails.add(`${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}@example.com`.toLowerCase());
  }
  [...emails].forEach((email, index) => {
    tables.newsletter.push({
      id: index + 1,
      email,
      created_at: randomTimestamp(rng, addDays(onSeedDay('2025-01-10'), index * 25)),
    });
  });
  return tables;
}
