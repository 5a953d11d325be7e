import type { BusTypeId, DemoAccount, ListingStatus, SetupProgress } from '../types';

/** Hand-written demo accounts: the login screens list DEMO_ACCOUNTS, the seed builds from the specs. */

export const TRAVELLER_PASSWORD = 'Travel2026!';
export const OPERATOR_PASSWORD = 'Operator2026!';
export const ADMIN_PASSWORD = 'Admin2026!';

/** Secret key of the arrears operator's /charge_arrears/{arrears_id} page. */
export const DEMO_ARREARS_ID = 'a7f3c9e2b14d4e8f9c0a6b2d5e1f3a7c';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    label: 'Traveller with history',
    email: 'traveller@demo.test',
    password: TRAVELLER_PASSWORD,
    role: 'user',
    description: 'Dana Whitfield: ten past quote requests and eight messages to operators.',
  },
  {
    label: 'New traveller',
    email: 'newtraveller@demo.test',
    password: TRAVELLER_PASSWORD,
    role: 'user',
    description: 'Sam Okafor: fresh account with no quotes and no messages.',
  },
  {
    label: 'Operator (finished setup)',
    email: 'operator@demo.test',
    password: OPERATOR_PASSWORD,
    role: 'subscriber',
    description:
      'Lone Star Charter Coaches, live in Dallas and Fort Worth, with listings in every other status (Plano awaits payment), reviews, messages, reports and a card on file.',
  },
  ...([1, 2, 3, 4, 5] as const).map((step): DemoAccount => ({
    label: `Operator at setup step ${step}`,
    email: `setup${step}@demo.test`,
    password: OPERATOR_PASSWORD,
    role: 'subscriber',
    description: `Logs in to step ${step} of the five-step setup wizard (/subscribers/init${step === 1 ? '' : step}).`,
  })),
  {
    label: 'Free-trial operator',
    email: 'freetrial@demo.test',
    password: OPERATOR_PASSWORD,
    role: 'subscriber',
    description:
      'Prairie Rose Coach & Tour: free trial, offered the premium upgrade, no card on file.',
  },
  {
    label: 'Operator in arrears',
    email: 'arrears@demo.test',
    password: OPERATOR_PASSWORD,
    role: 'subscriber',
    description:
      'Red River Coach Lines: suspended for an unpaid balance; login shows the arrears notice.',
  },
  {
    label: 'Admin',
    email: 'admin@demo.test',
    password: ADMIN_PASSWORD,
    role: 'admin',
    description: 'Admin reports and CSV downloads.',
  },
];

export interface DemoFleetSpec {
  bus_type_id: BusTypeId;
  quantity: number;
  seats: number;
  year: number;
}

export interface DemoListingSpec {
  city: string;
  status: ListingStatus;
  /** Pinned rank in the metro (only for listings that hold a position). */
  position?: number;
}

/** A listing requested in the last weeks: dated, and ranked after the metro's older listings. */
export interface DemoRecentListingSpec {
  city: string;
  status: ListingStatus;
  /** Written against AUTHORED_DAY, after every generated listing (2026-11-01 at the latest). */
  listed_on: string;
}

export type DemoCompanyKey =
  'operator' | 'freetrial' | 'arrears' | 'setup1' | 'setup2' | 'setup3' | 'setup4' | 'setup5';

export interface DemoCompanySpec {
  key: DemoCompanyKey;
  login_email: string;
  username: string;
  name: string;
  contact_first: string;
  contact_last: string;
  city: string;
  street: string;
  /** Domain for the company's public email and website. */
  domain: string;
  setup_progress: SetupProgress;
  /** Step 1 (profile) done: description, photos and hours are filled in. */
  profile_done: boolean;
  fleet: DemoFleetSpec[];
  listings: DemoListingSpec[];
  /**
   * Built after the generated companies, so every generated row keeps its id and rank (tests
   * and the search screen name some of them).
   */
  recent_listings?: DemoRecentListingSpec[];
  reviews: number;
  /** Written against AUTHORED_DAY; the builders move it with onSeedDay. */
  date_joined: string;
}

export const DEMO_COMPANIES: readonly DemoCompanySpec[] = [
  {
    key: 'operator',
    login_email: 'operator@demo.test',
    username: 'lonestar',
    name: 'Lone Star Charter Coaches',
    contact_first: 'Maria',
    contact_last: 'Delgado',
    city: 'Dallas',
    street: '1200 Commerce St',
    domain: 'lonestarcharter.example',
    setup_progress: 6,
    profile_done: true,
    fleet: [
      { bus_type_id: 1, quantity: 6, seats: 56, year: 2023 },
      { bus_type_id: 2, quantity: 3, seats: 28, year: 2022 },
      { bus_type_id: 5, quantity: 2, seats: 32, year: 2024 },
      { bus_type_id: 3, quantity: 4, seats: 72, year: 2019 },
    ],
    listings: [
      { city: 'Dallas', status: 'Active/Approved', position: 3 },
      { city: 'Fort Worth', status: 'Active/Approved', position: 5 },
    ],
    // One listing in every other status the listings page shows; Waco has no bus on it.
    recent_listings: [
      { city: 'Arlington', status: 'Inactive/Approved', listed_on: '2026-11-02' },
      { city: 'Denton', status: 'Pending Removal', listed_on: '2026-11-03' },
      { city: 'Waco', status: 'No Bus', listed_on: '2026-11-05' },
      { city: 'McKinney', status: 'Not Approved', listed_on: '2026-11-12' },
      { city: 'Plano', status: 'Pending Approval', listed_on: '2026-11-19' },
    ],
    reviews: 14,
    date_joined: '2011-03-14',
  },
  {
    key: 'freetrial',
    login_email: 'freetrial@demo.test',
    username: 'prairierose',
    name: 'Prairie Rose Coach & Tour',
    contact_first: 'Keisha',
    contact_last: 'Brooks',
    city: 'Plano',
    street: '4410 Legacy Dr',
    domain: 'prairierosecoach.example',
    setup_progress: 6,
    profile_done: true,
    fleet: [
      { bus_type_id: 2, quantity: 2, seats: 24, year: 2021 },
      { bus_type_id: 8, quantity: 3, seats: 14, year: 2024 },
    ],
    listings: [
      { city: 'Plano', status: 'Active/Approved' },
      { city: 'McKinney', status: 'Active/Approved' },
    ],
    reviews: 3,
    date_joined: '2026-10-02',
  },
  {
    key: 'arrears',
    login_email: 'arrears@demo.test',
    username: 'redriver',
    name: 'Red River Coach Lines',
    contact_first: 'Hector',
    contact_last: 'Navarro',
    city: 'Sherman',
    street: '815 Travis St',
    domain: 'redrivercoach.example',
    setup_progress: 6,
    profile_done: true,
    fleet: [{ bus_type_id: 1, quantity: 2, seats: 54, year: 2016 }],
    listings: [
      { city: 'Sherman', status: 'Inactive/Approved' },
      { city: 'Denton', status: 'Inactive/Approved' },
    ],
    reviews: 5,
    date_joined: '2019-06-20',
  },
  {
    key: 'setup1',
    login_email: 'setup1@demo.test',
    username: 'magnoliashuttle',
    name: 'Magnolia Shuttle Co.',
    contact_first: 'Wesley',
    contact_last: 'Pruitt',
    city: 'Longview',
    street: '302 Green St',
    domain: 'magnoliashuttle.example',
    setup_progress: 1,
    profile_done: false,
    fleet: [],
    listings: [],
    reviews: 0,
    date_joined: '2026-11-18',
  },
  {
    key: 'setup2',
    login_email: 'setup2@demo.test',
    username: 'brazosvalley',
    name: 'Brazos Valley Motorcoach',
    contact_first: 'Lucia',
    contact_last: 'Montoya',
    city: 'Waco',
    street: '1701 Franklin Ave',
    domain: 'brazosvalleymotorcoach.example',
    setup_progress: 2,
    profile_done: true,
    fleet: [],
    listings: [],
    reviews: 0,
    date_joined: '2026-11-15',
  },
  {
    key: 'setup3',
    login_email: 'setup3@demo.test',
    username: 'pineywoods',
    name: 'Piney Woods Charter Bus',
    contact_first: 'Gordon',
    contact_last: 'Hollis',
    city: 'Tyler',
    street: '2200 E 5th St',
    domain: 'pineywoodscharter.example',
    setup_progress: 3,
    profile_done: true,
    fleet: [
      { bus_type_id: 1, quantity: 3, seats: 55, year: 2020 },
      { bus_type_id: 2, quantity: 1, seats: 25, year: 2018 },
    ],
    listings: [],
    reviews: 0,
    date_joined: '2026-11-10',
  },
  {
    key: 'setup4',
    login_email: 'setup4@demo.test',
    username: 'capitalcity',
    name: 'Capital City Coach Lines',
    contact_first: 'Priya',
    contact_last: 'Patel',
    city: 'Austin',
    street: '900 E 6th St',
    domain: 'capitalcitycoach.example',
    setup_progress: 4,
    profile_done: true,
    fleet: [
      { bus_type_id: 1, quantity: 5, seats: 56, year: 2022 },
      { bus_type_id: 13, quantity: 1, seats: 30, year: 2021 },
    ],
    listings: [
      { city: 'Austin', status: 'Pending Approval' },
      { city: 'San Antonio', status: 'Pending Approval' },
    ],
    reviews: 0,
    date_joined: '2026-11-06',
  },
  {
    key: 'setup5',
    login_email: 'setup5@demo.test',
    username: 'bayoucity',
    name: 'Bayou City Charters',
    contact_first: 'Andre',
    contact_last: 'Thibodeaux',
    city: 'Houston',
    street: '2500 Navigation Blvd',
    domain: 'bayoucitycharters.example',
    setup_progress: 5,
    profile_done: true,
    fleet: [
      { bus_type_id: 1, quantity: 4, seats: 56, year: 2021 },
      { bus_type_id: 5, quantity: 2, seats: 36, year: 2023 },
      { bus_type_id: 8, quantity: 2, seats: 15, year: 2024 },
    ],
    listings: [{ city: 'Houston', status: 'Pending Approval' }],
    reviews: 0,
    date_joined: '2026-11-01',
  },
];

export const DEMO_TRAVELLER = {
  email: 'traveller@demo.test',
  username: 'danaw',
  first_name: 'Dana',
  last_name: 'Whitfield',
  company: 'Troop 214 Parents Association',
  about: 'I organise trips for our scout troop and the school band boosters in Dallas.',
};

export const DEMO_NEW_TRAVELLER = {
  email: 'newtraveller@demo.test',
  username: 'samokafor',
  first_name: 'Sam',
  last_name: 'Okafor',
  company: '',
  about: '',
};

export const DEMO_ADMIN = {
  email: 'admin@demo.test',
  username: 'admin',
  first_name: 'Avery',
  last_name: 'Admin',
};
