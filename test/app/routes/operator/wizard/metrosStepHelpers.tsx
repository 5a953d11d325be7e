import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addListing } from '@/mocks/db/listings';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { Rendered } from '../../../../utils/renderWithProviders';
import { renderAsOperator } from '../helpers';

export const SETUP3 = 'setup3@demo.test';
export const SETUP4 = 'setup4@demo.test';
export const STEP3_PATH = '/subscribers/init3';
export const STEP4_PATH = '/subscribers/init4';
export const THIRD = '/company/progress/third/step';
export const NEXT_PATH = '/company/progress/update/setup/third/index';

/** The demo account's row (with its company). */
export function accountOf(email: string) {
  const account = getDb().accounts.find((row) => row.email === email);
  if (!account?.company_id) throw new Error(`No demo operator ${email}`);
  return account as typeof account & { company_id: number };
}

export function companyOf(email: string) {
  const { company_id } = accountOf(email);
  const company = getDb().companies.find((row) => row.id === company_id);
  if (!company) throw new Error(`No company for ${email}`);
  return company;
}

export function metroIn(city: string) {
  const metro = getDb().metros.find((row) => row.city === city);
  if (!metro) throw new Error(`No metro ${city}`);
  return metro;
}

/** The company's requested listing in `city`, as the demo database holds it. */
export function listingIn(city: string, email: string) {
  const { company_id } = accountOf(email);
  return getDb().company_metros.find(
    (row) => row.company_id === company_id && row.metro_id === metroIn(city).id,
  );
}

/** Requests a listing in `city` for the company, as the wizard's Add Metro would. */
export function addListingIn(city: string, email = SETUP3): number {
  const { company_id } = accountOf(email);
  const metro = metroIn(city);
  return withDb((db) =>
    addListing(db, {
      company_id,
      metro_id: metro.id,
      monthly_cost: metro.base_rate,
      contact: null,
    }),
  );
}

/** Step 3 of a demo company, once its Metro Listing is there. */
export async function openMetrosStep(email = SETUP3): Promise<Rendered> {
  const rendered = renderAsOperator(STEP3_PATH, email);
  await screen.findByRole('heading', { level: 1, name: 'Add Metros' });
  await screen.findByRole('heading', { level: 2, name: 'Metro Listing' });
  // Every call the page opens with has answered: nothing updates after the test ends.
  await screen.findByRole('table', { name: 'Recommended metros' });
  return rendered;
}

/** The Metro Listing card. */
export const summary = () => screen.getByRole('region', { name: 'Metro Listing' });

/** The summary's metro names and monthly costs, row by row. */
export function summaryRows(): string[][] {
  const table = within(summary()).queryByRole('table', { name: 'Metro Listing' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The summary's Total Billing line. */
export const totalBilling = () => within(summary()).getByText('Total Billing').parentElement;

/** Types a city, picks it and finds the metros within `radius` miles. */
export async function findMetrosNear({ user }: Rendered, city: string, radius = '50') {
  await user.type(screen.getByLabelText('City'), city.slice(0, 3));
  const matches = await screen.findByRole('list', { name: 'Matching cities' });
  await user.click(within(matches).getByRole('button', { name: city }));
  await user.selectOptions(screen.getByLabelText('Radius'), radius);
  await user.click(screen.getByRole('button', { name: 'Find Metros' }));
  return screen.findByRole('table', { name: `Metros within ${radius} miles of ${city}` });
}

/** Answers a wizard call (envelope b) with a failure. */
export function failStatus(method: 'get' | 'post', path: string, msg = ''): void {
  server.use(
    http[method](apiUrl(path), () => HttpResponse.json({ status: { code: 1, msg }, result: null })),
  );
}

/** Listeners of callsTo, removed after each test. */
const listening: (() => void)[] = [];
afterEach(() => {
  for (const stop of listening.splice(0)) stop();
});

/** Every request to a path starting with `path` (its rest and query), as they arrive. */
export function callsTo(path: string): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const at = url.pathname.indexOf(path);
    if (at !== -1) calls.push(`${request.method} ${url.pathname.slice(at)}${url.search}`);
  };
  server.events.on('request:start', listener);
  listening.push(() => server.events.removeListener('request:start', listener));
  return calls;
}

// --- Step 4 ---------------------------------------------------------------------------------

export const FORTH = '/company/progress/forth/step';

/** Step 4 of a demo company, once its table is there. */
export async function openBidsStep(email = SETUP4): Promise<Rendered> {
  const rendered = renderAsOperator(STEP4_PATH, email);
  await screen.findByRole('table', { name: 'Your metros for bidding' });
  return rendered;
}

/** Step 4's row of a metro, its cells by column. */
export function bidStepRow(metroName: string): Record<string, string> {
  const table = screen.getByRole('table', { name: 'Your metros for bidding' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: metroName }));
  if (!row) throw new Error(`No row for ${metroName}`);
  const cells: Record<string, string> = {};
  for (const cell of row.querySelectorAll<HTMLElement>('td[data-label]'))
    cells[cell.dataset.label ?? ''] = cell.textContent ?? '';
  return cells;
}

/** Opens the bid modal of a metro. */
export async function openBidModal({ user }: Rendered, metroName: string) {
  await user.click(screen.getByRole('button', { name: `Bid Position ${metroName}` }));
  return screen.findByRole('dialog', { name: 'Bid for Placement' });
}

/** Chooses `position` in the open modal and submits it. */
export async function bidFor({ user }: Rendered, dialog: HTMLElement, position: number) {
  await user.click(within(dialog).getByRole('radio', { name: `Bid Now for position ${position}` }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit Bid for Placement' }));
}
