import { screen, within } from '@testing-library/react';
import type { AuthState } from '@/features/auth/authSlice';
import { positionCost } from '@/mocks/db/pricing';
import { getDb } from '@/mocks/db/store';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { listingIn, OPERATOR, renderAsOperator } from '../listings/listingsHelpers';

export { FREE_TRIAL, listingIn, OPERATOR } from '../listings/listingsHelpers';

export const BID_LISTINGS_PATH = '/subscribers/bidListings';
export const bidPathOf = (city: string, email = OPERATOR) =>
  `/subscribers/bid/${listingIn(city, email).id}`;

/** The bid list, once its table is there. */
export async function openBidListings(
  email = OPERATOR,
  auth: Partial<AuthState> = {},
): Promise<Rendered> {
  const rendered = renderAsOperator(BID_LISTINGS_PATH, email, auth);
  await screen.findByRole('table', { name: 'Your metro listings for bidding' });
  return rendered;
}

/** A metro's bid page, once its position table is there. */
export async function openBidPage(city = 'Dallas', email = OPERATOR): Promise<Rendered> {
  const rendered = renderAsOperator(bidPathOf(city, email), email);
  await screen.findByRole('table', { name: new RegExp(`^Positions in ${city}`) });
  return rendered;
}

/** The table row of a metro ("Dallas, TX") on the bid list. */
export function bidRowOf(metroName: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Your metro listings for bidding' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: metroName }));
  if (!row) throw new Error(`No row for ${metroName}`);
  return row;
}

/** The row of a position in the bid page's table. */
export function positionRow(position: number): HTMLElement {
  const table = screen.getByRole('table', { name: /^Positions in / });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td')?.textContent === String(position));
  if (!row) throw new Error(`No row for position ${position}`);
  return row;
}

/** What the demo charges per month for `position` in the metro of `city`. */
export function costAt(city: string, position: number): number {
  const listing = listingIn(city);
  const base = getDb().metros.find((metro) => metro.id === listing.metro_id)?.base_rate ?? 0;
  return positionCost(base, position);
}

/** The company holding `position` in the metro of `city`. */
export function holderAt(city: string, position: number): string {
  const db = getDb();
  const metroId = listingIn(city).metro_id;
  const row = db.company_metros.find(
    (listing) =>
      listing.metro_id === metroId &&
      listing.position === position &&
      ['Active/Approved', 'Inactive/Approved', 'Pending Removal'].includes(listing.status),
  );
  if (!row) throw new Error(`Nobody at ${position} in ${city}`);
  return row.alias ?? db.companies.find((company) => company.id === row.company_id)?.name ?? '';
}

/** How many listings hold a position in the metro of `city`. */
export function positionsIn(city: string): number {
  const metroId = listingIn(city).metro_id;
  return getDb().company_metros.filter(
    (listing) =>
      listing.metro_id === metroId &&
      listing.position > 0 &&
      ['Active/Approved', 'Inactive/Approved', 'Pending Removal'].includes(listing.status),
  ).length;
}
