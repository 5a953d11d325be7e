import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ListingFleetSection } from '@/features/fleet/components/ListingFleetSection';
import { MarketRatesSummary } from '@/features/fleet/components/MarketRatesSummary';
import type { FleetItem } from '@/features/fleet/types';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { nextBodyOf } from '../../app/routes/user/helpers';
import { renderWithProviders, sessionFor } from '../../utils/renderWithProviders';

const OPERATOR = 'operator@demo.test';
const SAVE_FAILED = 'There was a problem updating your fleet. Please try again later.';
const DELETE_FAILED = 'There was a problem delete your fleet. Please try again later.';

/*
 * Rendered alone, as the listing page embeds it (the account layout, with its toasts, is the
 * page's): what the user sees of a save here is the modal closing and the table.
 */

/** The demo operator's Dallas listing. */
function dallasListing(): number {
  const db = getDb();
  const account = db.accounts.find((row) => row.email === OPERATOR);
  const dallas = db.metros.find((metro) => metro.city === 'Dallas');
  const listing = db.company_metros.find(
    (row) => row.company_id === account?.company_id && row.metro_id === dallas?.id,
  );
  if (!listing) throw new Error('No Dallas listing of the demo operator');
  return listing.id;
}

function label(scope: HTMLElement, text: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${text}$`));
}

async function renderSection(metro: { city: string; state: string } | null = null) {
  const auth = sessionFor(OPERATOR);
  const id = dallasListing();
  const rendered = renderWithProviders(<ListingFleetSection companyMetroId={id} metro={metro} />, {
    preloadedState: { auth },
  });
  const fleet = await screen.findByRole('region', { name: 'Fleet' });
  await within(fleet).findByRole('table', {
    name: `Fleet of ${metro ? `${metro.city}, ${metro.state}` : 'this metro'}`,
  });
  return { ...rendered, fleet, id };
}

const typesIn = (fleet: HTMLElement) =>
  within(fleet)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ListingFleetSection (a listing edit page embeds it)', () => {
  it("lists the listing's own buses", async () => {
    const { fleet } = await renderSection({ city: 'Dallas', state: 'TX' });
    expect(typesIn(fleet)).toEqual(['Full Size', 'Minibus', 'School Bus', 'Executive']);
  });

  it("adds a bus to this listing only, with the listing's wire names", async () => {
    const { user, fleet, id } = await renderSection();
    await user.click(within(fleet).getByRole('button', { name: '+ Add New Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Type' });
    await user.selectOptions(label(dialog, 'Bus Type'), 'Van');
    await user.type(label(dialog, 'Quantity'), '3');
    await user.type(label(dialog, 'Seat Count'), '14');
    await user.selectOptions(label(dialog, 'Model Year'), '2024');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'USB Charging' }));
    await user.type(label(dialog, 'Day Rate'), '600');
    const body = nextBodyOf(`/subscribers/fleet/${id}/add`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toEqual({
      bus_type_id: 8,
      quantity: 3,
      seat_count: 14,
      year: 2024,
      amenities: [4],
      transfer_rate: 0,
      five_hour_rate: 0,
      day_rate: 600,
      mile_rate: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(typesIn(fleet)).toContain('Van');
    // No offer to add to metros at the listing level.
    expect(screen.queryByRole('dialog', { name: 'Add to your metros?' })).toBeNull();
  });

  it('updates one entry by its listing_id', async () => {
    const { user, fleet, id } = await renderSection();
    await user.click(within(fleet).getByRole('button', { name: 'Edit Executive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    await user.clear(label(dialog, 'Seat Count'));
    await user.type(label(dialog, 'Seat Count'), '36');
    const executive = getDb().buses.find(
      (bus) => bus.bus_type_id === 5 && bus.company_metro_ids.includes(id),
    );
    const body = nextBodyOf(`/subscribers/fleet/${id}/${executive?.id}/update`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toMatchObject({ seat_count: 36, listing_id: executive?.id });
    await waitFor(() =>
      expect(within(fleet).getAllByRole('row')[4]).toHaveTextContent(/Executive2362024/),
    );
  });

  it("shows the server's text, else the account-area text, in the modal", async () => {
    const { user, fleet } = await renderSection();
    await user.click(within(fleet).getByRole('button', { name: 'Edit Minibus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    server.use(
      http.post(apiUrl('/subscribers/fleet/:metroId/:listingId/update'), () =>
        HttpResponse.json({ success: false }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    server.use(
      http.post(apiUrl('/subscribers/fleet/:metroId/:listingId/update'), () =>
        HttpResponse.json({ success: false, error_message: 'This listing is locked.' }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This listing is locked.'),
    );
  });

  it("deletes once confirmed, and says the spec's text when it fails", async () => {
    const { user, fleet } = await renderSection();
    server.use(
      http.post(apiUrl('/subscribers/fleet/:metroId/:listingId/delete'), () =>
        HttpResponse.json({ success: false, error_message: 'Nope.' }),
      ),
    );
    await user.click(within(fleet).getByRole('button', { name: 'Delete Minibus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bus type?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    server.resetHandlers();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(typesIn(fleet)).not.toContain('Minibus'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves its own listing out of the market hint, whatever name it shows', async () => {
    const id = dallasListing();
    const bus = (busType: string, day: number, mile: number) => ({
      bus_type: busType,
      day_amount: day,
      mile_amount: mile,
    });
    server.use(
      http.post(apiUrl('/search'), () =>
        HttpResponse.json({
          results: [
            {
              company: { id, name: 'Lone Star Dallas' },
              bus_results: [bus('Full Size', 9000, 40)],
            },
            { company: { id: 301, name: 'Delta Lines' }, bus_results: [bus('Full Size', 1600, 4)] },
          ],
          bus_types: [],
        }),
      ),
    );
    const { user, fleet } = await renderSection({ city: 'Dallas', state: 'TX' });
    await user.click(within(fleet).getByRole('button', { name: 'Edit Full Size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    expect(
      await within(dialog).findByText(
        'Market median in Dallas, TX: $1,600/day, $4.00/mile (1 company)',
      ),
    ).toBeVisible();
  });
});

describe('MarketRatesSummary', () => {
  const item = (busTypeId: number, dayRate: number, mileRate: number): FleetItem => ({
    id: busTypeId,
    busTypeId,
    quantity: 1,
    seats: 50,
    year: 2022,
    amenities: [],
    transferRate: 0,
    fiveHourRate: 0,
    dayRate,
    mileRate,
  });
  const answer = {
    results: [
      {
        company: { id: 1, name: 'A' },
        bus_results: [{ bus_type: 'Full Size', day_amount: 1000, mile_amount: 4 }],
      },
      {
        company: { id: 2, name: 'B' },
        bus_results: [{ bus_type: 'Full Size', day_amount: 1200, mile_amount: 4 }],
      },
    ],
    bus_types: [],
  };

  it('puts each bus type of the fleet beside its market median', async () => {
    server.use(http.post(apiUrl('/search'), () => HttpResponse.json(answer)));
    renderWithProviders(
      <MarketRatesSummary
        city="Austin"
        state="TX"
        fleet={[item(1, 1500, 3.9), item(8, 600, 0)]}
        companyMetroId={99}
      />,
      { preloadedState: { auth: sessionFor(OPERATOR) } },
    );
    const summary = await screen.findByRole('region', { name: 'Rates against the market' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const [type, yours, market] = within(rows[0]).getAllByRole('cell');
    expect(type).toHaveTextContent('Full Size');
    expect(within(yours).getByText('$1,500/day')).toBeVisible();
    expect(within(yours).getByText('$3.90/mile')).toBeVisible();
    expect(within(market).getByText('$1,100/day')).toBeVisible();
    expect(within(market).getByText('$4.00/mile')).toBeVisible();
    expect(within(market).getByText('2 companies')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Your day rate is more than 25% above the market median.');
  });

  it('shows nothing when the market search fails', async () => {
    server.use(http.post(apiUrl('/search'), () => HttpResponse.error()));
    const { store } = renderWithProviders(
      <MarketRatesSummary city="Austin" state="TX" fleet={[item(1, 1500, 3.9)]} />,
      { preloadedState: { auth: sessionFor(OPERATOR) } },
    );
    await waitFor(() =>
      expect(store.getState().fleet?.market['austin|tx']?.fetch.status).toBe('failed'),
    );
    expect(screen.queryByRole('region', { name: 'Rates against the market' })).toBeNull();
  });
});
