import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { findToast } from '../../../utils/toasts';
import { field, renderCompanyPage, section } from './companyHelpers';

/** A search result of one company with its buses (type, day and mile rate). */
function result(id: number, name: string, buses: [string, number, number][]) {
  return {
    company: { id, metro_id: 57, name },
    photos: [],
    reviews: [],
    payment_types: {},
    bus_results: buses.map(([busType, day, mile], index) => ({
      id: id * 10 + index,
      bus_type: busType,
      quantity: 1,
      seats: 50,
      years: '2020',
      day_amount: day,
      mile_amount: mile,
      amenities: [],
    })),
  };
}

/** Dallas as a server might answer it: three other companies run Full Size, one a Minibus. */
const DALLAS = {
  results: [
    result(201, 'Alpha Coaches', [
      ['Full Size', 1500, 4],
      ['Minibus', 900, 0],
    ]),
    result(202, 'Bravo Bus', [['Full Size', 1700, 5]]),
    result(203, 'Charlie Charter', [['Full Size', 2100, 0]]),
    // The operator's own listing is not the market.
    result(204, 'Lone Star Charter Coaches', [['Full Size', 9000, 40]]),
  ],
  bus_types: [
    { id: 1, name: 'Full Size' },
    { id: 2, name: 'Minibus' },
  ],
  available_amenities: [],
  latitude: 32.78,
  longitude: -96.8,
  city: 'Dallas',
  state: 'TX',
  url_friendly_city: 'dallas',
  url_friendly_state: 'tx',
};

let searches: Record<string, unknown>[] = [];

function answerSearch(answer: () => Response) {
  searches = [];
  server.use(
    http.post(apiUrl('/search'), async ({ request }) => {
      searches.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
}

async function openEdit(name: string) {
  const rendered = await renderCompanyPage();
  const fleet = section('Fleet Information');
  await within(fleet).findByRole('table', { name: 'Company fleet' });
  await rendered.user.click(within(fleet).getByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Fleet' });
  return { ...rendered, dialog };
}

const HINT = 'Market median in Dallas, TX: $1,700/day, $4.50/mile (3 companies)';

describe('Route /subscribers/company: rates against the market', () => {
  it("shows the median of the other companies of the company's own metro", async () => {
    answerSearch(() => HttpResponse.json(DALLAS));
    const { dialog } = await openEdit('Full Size');
    expect(await within(dialog).findByText(HINT)).toBeVisible();
    expect(searches).toEqual([expect.objectContaining({ city: 'Dallas', state: 'TX' })]);
  });

  it('says in words when a rate is more than 25% above or below the median', async () => {
    answerSearch(() => HttpResponse.json(DALLAS));
    const { user, dialog } = await openEdit('Full Size');
    await within(dialog).findByText(HINT);
    await user.clear(field(dialog, 'Day Rate'));
    await user.type(field(dialog, 'Day Rate'), '2200');
    await user.clear(field(dialog, 'Mile Rate'));
    await user.type(field(dialog, 'Mile Rate'), '3');
    expect(
      within(dialog).getByText('Your day rate is more than 25% above the market median.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Your mile rate is more than 25% below the market median.'),
    ).toBeVisible();
    await user.clear(field(dialog, 'Day Rate'));
    await user.type(field(dialog, 'Day Rate'), '1800');
    expect(within(dialog).queryByText(/Your day rate/)).toBeNull();
  });

  it('follows the chosen bus type, and names one company in the singular', async () => {
    answerSearch(() => HttpResponse.json(DALLAS));
    const { user, dialog } = await openEdit('Minibus');
    expect(
      await within(dialog).findByText('Market median in Dallas, TX: $900/day (1 company)'),
    ).toBeVisible();
    await user.selectOptions(field(dialog, 'Bus Type'), 'Executive');
    await waitFor(() => expect(within(dialog).queryByText(/Market median/)).toBeNull());
    await user.selectOptions(field(dialog, 'Bus Type'), 'Full Size');
    expect(within(dialog).getByText(HINT)).toBeVisible();
  });

  it('asks the search once per metro however often the modal opens', async () => {
    answerSearch(() => HttpResponse.json(DALLAS));
    const { user, dialog } = await openEdit('Full Size');
    await within(dialog).findByText(HINT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit Minibus' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    expect(await within(again).findByText(/Market median in Dallas, TX/)).toBeVisible();
    expect(searches).toHaveLength(1);
  });

  it('hides the hint when the search fails, and saving still works', async () => {
    answerSearch(() => HttpResponse.json({ success: false }, { status: 500 }));
    const { user, dialog, store } = await openEdit('Full Size');
    await waitFor(() =>
      expect(Object.values(store.getState().fleet?.market ?? {})[0]?.fetch.status).toBe('failed'),
    );
    expect(within(dialog).queryByText(/Market median/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Your fleet has been saved.');
  });

  it('shows no hint for a metro with no other company of that type', async () => {
    answerSearch(() => HttpResponse.json({ ...DALLAS, results: [DALLAS.results[3]] }));
    const { dialog, store } = await openEdit('Full Size');
    await waitFor(() =>
      expect(Object.values(store.getState().fleet?.market ?? {})[0]?.fetch.status).toBe(
        'succeeded',
      ),
    );
    expect(within(dialog).queryByText(/Market median/)).toBeNull();
  });
});
