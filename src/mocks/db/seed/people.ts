import type { Rng } from '../random';
import type { AccountRow, CompanyRow, UserRow } from '../types';
import { onSeedDay, randomTimestamp } from './dates';
import type { DemoCompanyKey } from './demo';
import {
  ADMIN_PASSWORD,
  DEMO_ADMIN,
  DEMO_ARREARS_ID,
  DEMO_COMPANIES,
  DEMO_NEW_TRAVELLER,
  DEMO_TRAVELLER,
  OPERATOR_PASSWORD,
  TRAVELLER_PASSWORD,
} from './demo';
import { FIRST_NAMES, LAST_NAMES } from './names';

/** Traveller users and login accounts (demo accounts first, then a few background travellers). */

export const DEMO_TRAVELLER_USER_ID = 1;
export const DEMO_NEW_TRAVELLER_USER_ID = 2;

export interface PeopleTables {
  users: UserRow[];
  accounts: AccountRow[];
}

/** An account's fields that start the same for everyone (seeded or signed up in the demo). */
export function baseAccount(
  id: number,
  createdAt: string,
): Omit<
  AccountRow,
  'email' | 'username' | 'password' | 'login_type' | 'first_name' | 'last_name' | 'contact_name'
> {
  return {
    id,
    api_token: null,
    user_id: null,
    company_id: null,
    setup_progress: 6,
    free_trial: false,
    upgrade_premium: false,
    arrears_state: false,
    arrears_id: null,
    has_card_on_file: false,
    created_at: createdAt,
  };
}

export function buildPeople(
  rng: Rng,
  companies: readonly CompanyRow[],
  demoCompanyIds: Readonly<Record<DemoCompanyKey, number>>,
): PeopleTables {
  const users: UserRow[] = [
    {
      user_id: DEMO_TRAVELLER_USER_ID,
      first_name: DEMO_TRAVELLER.first_name,
      last_name: DEMO_TRAVELLER.last_name,
      company: DEMO_TRAVELLER.company,
      about: DEMO_TRAVELLER.about,
      email: DEMO_TRAVELLER.email,
      photo_url: null,
      photo_filename: null,
    },
    {
      user_id: DEMO_NEW_TRAVELLER_USER_ID,
      first_name: DEMO_NEW_TRAVELLER.first_name,
      last_name: DEMO_NEW_TRAVELLER.last_name,
      company: DEMO_NEW_TRAVELLER.company,
      about: DEMO_NEW_TRAVELLER.about,
      email: DEMO_NEW_TRAVELLER.email,
      photo_url: null,
      photo_filename: null,
    },
  ];
  // Background travellers give the admin "registered users" report some rows.
  const taken = new Set(users.map((u) => u.email));
  while (users.length < 14) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const email = `${first}.${last}@example.com`.toLowerCase();
    if (taken.has(email)) continue;
    taken.add(email);
    users.push({
      user_id: users.length + 1,
      first_name: first,
      last_name: last,
      company: rng.chance(0.4) ? `${last} Family` : '',
      about: '',
      email,
      photo_url: null,
      photo_filename: null,
    });
  }

  const accounts: AccountRow[] = [];
  const push = (row: AccountRow): void => {
    accounts.push(row);
  };
  push({
    ...baseAccount(1, '2015-01-05T15:00:00.000Z'),
    email: DEMO_ADMIN.email,
    username: DEMO_ADMIN.username,
    password: ADMIN_PASSWORD,
    login_type: 'admin',
    first_name: DEMO_ADMIN.first_name,
    last_name: DEMO_ADMIN.last_name,
    contact_name: `${DEMO_ADMIN.first_name} ${DEMO_ADMIN.last_name}`,
  });
  users.forEach((user, index) => {
    const demo = index === 0 ? DEMO_TRAVELLER : index === 1 ? DEMO_NEW_TRAVELLER : null;
    push({
      ...baseAccount(
        accounts.length + 1,
        randomTimestamp(rng, index === 1 ? onSeedDay('2026-11-20') : onSeedDay('2025-02-11')),
      ),
      email: user.email,
      username: demo?.username ?? user.email.split('@')[0] ?? user.email,
      password: TRAVELLER_PASSWORD,
      login_type: 'user',
      user_id: user.user_id,
      first_name: user.first_name,
      last_name: user.last_name,
      contact_name: `${user.first_name} ${user.last_name}`,
    });
  });
  for (const spec of DEMO_COMPANIES) {
    const companyId = demoCompanyIds[spec.key];
    const company = companies.find((c) => c.id === companyId);
    push({
      ...baseAccount(accounts.length + 1, `${onSeedDay(spec.date_joined)}T16:00:00.000Z`),
      email: spec.login_email,
      username: spec.username,
      password: OPERATOR_PASSWORD,
      login_type: 'subscriber',
      company_id: companyId,
      first_name: spec.contact_first,
      last_name: spec.contact_last,
      contact_name: company?.contact_name ?? `${spec.contact_first} ${spec.contact_last}`,
      setup_progress: spec.setup_progress,
      free_trial: spec.key === 'freetrial',
      upgrade_premium: spec.key === 'freetrial',
      arrears_state: spec.key === 'arrears',
      arrears_id: spec.key === 'arrears' ? DEMO_ARREARS_ID : null,
      has_card_on_file: spec.key === 'operator' || spec.key === 'arrears',
    });
  }
  return { users, accounts };
}
