import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuthState } from '@/features/auth/authSlice';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor, type Rendered } from '../../../../utils/renderWithProviders';

export const OPERATOR = 'operator@demo.test';
export const FREE_TRIAL = 'freetrial@demo.test';
export const LISTINGS_PATH = '/subscribers/listings';
export const INVOICE_PATH = '/subscribers/crash';

/** The whole app at `route` as a demo operator (a free trial is known from the start). */
export function renderAsOperator(
  route: string,
  email = OPERATOR,
  auth: Partial<AuthState> = {},
): Rendered {
  const session = { ...sessionFor(email), ...auth };
  return renderRoute(route, { preloadedState: { auth: session } });
}

/** The listings page, once its table is there. */
export async function openListings(
  email = OPERATOR,
  auth: Partial<AuthState> = {},
): Promise<Rendered> {
  const rendered = renderAsOperator(LISTINGS_PATH, email, auth);
  await screen.findByRole('table', { name: 'Your metro listings' });
  return rendered;
}

/** The demo account's row and its company. */
export function accountOf(email: string) {
  const account = getDb().accounts.find((row) => row.email === email);
  if (!account?.company_id) throw new Error(`No demo operator ${email}`);
  return account as typeof account & { company_id: number };
}

/** The company's listing in `city` (the demo database's row). */
export function listingIn(city: string, email = OPERATOR) {
  const db = getDb();
  const companyId = accountOf(email).company_id;
  const row = db.company_metros.find(
    (listing) =>
      listing.company_id === companyId &&
      db.metros.find((metro) => metro.id === listing.metro_id)?.city === city,
  );
  if (!row) throw new Error(`No listing in ${city}`);
  return row;
}

/** The table row of a metro ("Dallas, TX"). */
export function rowOf(metroName: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Your metro listings' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: metroName }));
  if (!row) throw new Error(`No row for ${metroName}`);
  return row;
}

/** A cell of a row by its column (the data-label every cell carries for the phone layout). */
export function cellOf(row: HTMLElement, column: string): HTMLElement {
  const cell = row.querySelector<HTMLElement>(`td[data-label="${column}"]`);
  if (!cell) throw new Error(`No ${column} cell`);
  return cell;
}

/** Takes the card on file away (no payment information). */
export function dropCards(email = OPERATOR): void {
  const companyId = accountOf(email).company_id;
  withDb((db) => {
    db.cards = db.cards.filter((card) => card.company_id !== companyId);
  });
}

/** Answers `path` (main API) with envelope (a)'s failure. */
export function failPost(path: string, errorMessage?: string): void {
  server.use(
    http.post(apiUrl(path), () =>
      HttpResponse.json({
        success: false,
        ...(errorMessage ? { error_message: errorMessage } : {}),
      }),
    ),
  );
}
