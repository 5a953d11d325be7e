/**
 * The labels of the two checkbox lists. The contract sends only the numeric codes (its enumerations
 * are not shown); these are the spec's section 9 lists: 33 marketing badges, 12 trip uses.
 */
export interface CodeLabel {
  code: number;
  label: string;
}

const numbered = (labels: readonly string[]): CodeLabel[] =>
  labels.map((label, index) => ({ code: index + 1, label }));

export const BUSINESS_HIGHLIGHTS: readonly CodeLabel[] = numbered([
  'Free Estimates',
  'All-inclusive pricing',
  'Budget-friendly',
  'LGBTQ-friendly',
  'Veteran-Owned',
  'Woman-Owned',
  'ADA wheelchair accessible',
  '24-7 availability',
  'On-Time Guarantee',
  'Family-owned',
  'Minority-Owned',
  'Locally owned',
  'Eco-friendly fleet',
  'Late-model fleet',
  'Background-checked drivers',
  'Bilingual drivers',
  'Online booking',
  'Same-day service',
  'Last-minute bookings',
  'Free WiFi on board',
  'Pet-friendly',
  'Corporate accounts',
  'Group discounts',
  'Student discounts',
  'Senior discounts',
  'Flexible cancellation',
  'Real-time GPS tracking',
  'Onboard restrooms',
  'Luggage assistance',
  'Event coordination',
  'Multi-day tours',
  'Airport meet and greet',
  'Award-winning service',
]);

export const CHARTER_BUS_SERVICES: readonly CodeLabel[] = numbered([
  'Business Groups',
  'Conventions',
  'Employee Shuttle',
  'Faith Trips',
  'Family Reunions',
  'Festivals and Concerts',
  'Field Trips',
  'Nationwide Travel',
  'Political Rally',
  'Sightseeing',
  'Sporting Events',
  'Wedding Shuttles',
]);

/** Spec section 9: the accepted payment methods, in the spec's order. */
export const PAYMENT_FORMS = [
  { key: 'allowsAmex', label: 'Amex' },
  { key: 'allowsDiscover', label: 'Discover' },
  { key: 'allowsMastercard', label: 'Mastercard' },
  { key: 'allowsVisa', label: 'Visa' },
  { key: 'allowsPaypal', label: 'Paypal' },
  { key: 'allowsCheck', label: 'Check' },
] as const;
