import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { getDb } from '@/mocks/db/store';
import type { CompanyMetroRow } from '@/mocks/db/types';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor, type Rendered } from '../../utils/renderWithProviders';
import { lazySectionsLoaded } from '../../utils/lazySections';

export const OPERATOR = 'operator@demo.test';
export const SUMMARY = 'Some fields are invalid, please check all fields and try again';
/** The shared generic failure text (the spec's "shared generic failure message"). */
export const GENERIC = 'There was a problem. Please try again later.';

function operatorCompanyId(): number {
  const account = getDb().accounts.find((row) => row.email === OPERATOR);
  if (!account?.company_id) throw new Error('No demo operator');
  return account.company_id;
}

/** The demo operator's listing in `city` (Lone Star Charter Coaches is listed in Dallas). */
export function operatorListing(city = 'Dallas'): CompanyMetroRow {
  const db = getDb();
  const metro = db.metros.find((row) => row.city === city);
  const listing = db.company_metros.find(
    (row) => row.company_id === operatorCompanyId() && row.metro_id === metro?.id,
  );
  if (!listing) throw new Error(`No demo operator listing in ${city}`);
  return listing;
}

/** A listing of some other company (the operator may not edit it). */
export function foreignListing(): CompanyMetroRow {
  const listing = getDb().company_metros.find((row) => row.company_id !== operatorCompanyId());
  if (!listing) throw new Error('No other listing');
  return listing;
}

/** The listing row as stored now (what a save wrote). */
export function storedListing(id: number): CompanyMetroRow {
  const listing = getDb().company_metros.find((row) => row.id === id);
  if (!listing) throw new Error(`No listing ${id}`);
  return listing;
}

/** The edit page of `id` as the demo operator. */
export function renderListingEdit(id: number): Rendered {
  return renderRoute(`/subscribers/listings/${id}`, {
    preloadedState: { auth: sessionFor(OPERATOR) },
  });
}

/** The edit page of the operator's Dallas listing, once its sections are on screen. */
export async function openListingEdit(): Promise<Rendered & { id: number }> {
  const { id } = operatorListing();
  const rendered = renderListingEdit(id);
  await screen.findByRole('heading', { name: 'Edit Listing: Dallas, TX' });
  await lazySectionsLoaded();
  return { ...rendered, id };
}

/** A section of the page by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A control by its label, ignoring the required star. */
export function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
}

/** Every save of `path` answers envelope (a)'s failure with `errorMessage`. */
export function failSave(path: string, errorMessage = 'Database offline'): void {
  server.use(
    http.post(apiUrl(`/subscribers/listings/edit/${path}`), () =>
      HttpResponse.json({ success: false, error_message: errorMessage }),
    ),
  );
}

/** Every method and path that reaches the API from now on, as "POST /tracking/". */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}
