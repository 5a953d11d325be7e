/** Wire-format (snake_case) answers for the user calls, for tests that need exact data. */

export const quoteFixtures = [
  {
    itinerary_id: 501,
    group_name: 'Troop 214',
    departure_city: 'Dallas',
    departure_state: 'TX',
    departure_date: '2026-06-14',
    destination_city: 'San Antonio',
    destination_state: 'TX',
    return_date: '2026-06-15',
    date_submitted: '2026-05-02T14:21:09',
    number_of_passengers: 45,
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.org',
    phone: '2145550199',
    companies: [
      {
        company_id: 4812,
        company_display_name: 'Lone Star Charter Coaches',
        url_slug: 'lone-star-charter-coaches',
      },
      { company_id: 4813, company_display_name: 'Trinity Motorcoach', url_slug: 'trinity' },
    ],
  },
  {
    itinerary_id: 777,
    group_name: 'Band Boosters',
    departure_city: 'Fort Worth',
    departure_state: 'TX',
    departure_date: '2026-12-01',
    destination_city: 'Austin',
    destination_state: 'TX',
    return_date: '2026-12-03',
    date_submitted: '2026-11-20T09:05:00',
    number_of_passengers: 60,
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.org',
    phone: '12145550199',
    companies: [{ company_id: 99, company_display_name: 'Cowtown Coaches', url_slug: 'cowtown' }],
  },
  {
    itinerary_id: 12,
    group_name: 'Chess Club',
    departure_city: 'Plano',
    departure_state: 'TX',
    departure_date: '2026-02-01',
    destination_city: 'Houston',
    destination_state: 'TX',
    return_date: '2026-02-01',
    date_submitted: '2026-01-09T18:00:00',
    number_of_passengers: 14,
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.org',
    phone: '2145550199',
    companies: [],
  },
];

const LONG_BODY =
  'We are planning a band trip to Austin in March and need two coaches with room for instruments.';

export const messageFixtures = [
  {
    message_id: 3,
    to_company: 'Lone Star Charter Coaches',
    metro_city: 'Dallas',
    metro_state: 'TX',
    subject: 'I have a question',
    body: 'Do you have a coach with a wheelchair lift?',
    date_created: '2026-03-05T15:04:00',
  },
  {
    message_id: 9,
    to_company: 'Cowtown Coaches',
    metro_city: 'Fort Worth',
    metro_state: 'TX',
    subject: "I need a bus. Here's my trip info.",
    body: LONG_BODY,
    date_created: '2026-11-20T08:30:00',
  },
  {
    message_id: 1,
    to_company: 'Trinity Motorcoach',
    metro_city: 'Dallas',
    metro_state: 'TX',
    subject: 'Please contact me',
    body: 'Please call me.',
    date_created: '2025-12-31T23:59:00',
  },
];

export { LONG_BODY };
