import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addCompanyEntry } from '@/mocks/db/fleetRows';
import { withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { nextBodyOf } from '../../user/helpers';
import { renderAsOperator } from '../helpers';
import { countRequests, demoAccount, field, SETUP2 } from './wizardHelpers';

const NEXT = '/company/progress/update/setup/second/index';
const FLEET_NEEDED =
  'Add at least one bus type to continue: travellers choose a charter company by its buses.';

/** setup2's company fleet holds a minibus before the page reads it. */
function withMinibus() {
  const { company } = demoAccount(SETUP2);
  withDb((db) =>
    addCompanyEntry(db, company.id, {
      bus_type_id: 2,
      quantity: 3,
      seats: 28,
      year: 2022,
      amenity_ids: [],
      transfer_rate: 0,
      five_hour_rate: 0,
      day_amount: 0,
      mile_amount: 0,
    }),
  );
}

async function renderFleetStep() {
  const rendered = renderAsOperator('/subscribers/init2', SETUP2);
  await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
  await screen.findByRole('button', { name: '+ Add New Type' });
  return rendered;
}

/** The table's rows as their cell texts (the header row left out). */
async function rows(): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'Your fleet' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('Route /subscribers/init2: setup step 2, Fleet Information', () => {
  it('adds and edits a bus type through the wizard paths, in the fleet table', async () => {
    const { user } = await renderFleetStep();
    expect(await screen.findByText('No buses yet. Click + Add New Type to add one.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '+ Add New Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Type' });
    await user.selectOptions(field(dialog, 'Bus Type'), 'Party Bus');
    await user.type(field(dialog, 'Quantity'), '2');
    await user.type(field(dialog, 'Seat Count'), '30');
    await user.selectOptions(field(dialog, 'Model Year'), '2024');
    const saved = nextBodyOf('/company/progress/second/step/fleet/save');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await saved).toMatchObject({
      company_id: demoAccount(SETUP2).company.id,
      bus_type_id: 13,
      quantity: 2,
      number_seats: 30,
      year: 2024,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Your fleet' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bus Type', 'Qty', 'Seat', 'Model Year', 'Action']);
    expect(await rows()).toEqual([['Party Bus', '2', '30', '2024']]);
    expect(screen.queryByText(FLEET_NEEDED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Party Bus' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    await user.clear(field(edit, 'Quantity'));
    await user.type(field(edit, 'Quantity'), '5');
    const updated = nextBodyOf('/company/progress/second/step/fleet/update');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await updated).toMatchObject({ quantity: 5, bus_type_id: 13 });
    await waitFor(async () => expect(await rows()).toEqual([['Party Bus', '5', '30', '2024']]));
  });

  it("shows the wizard save's failure text in the modal", async () => {
    server.use(
      http.post(apiUrl('/company/progress/second/step/fleet/save'), () =>
        HttpResponse.json({ status: { code: 2, msg: 'Fleet saves are paused.' }, result: null }),
      ),
    );
    const { user } = await renderFleetStep();
    await user.click(screen.getByRole('button', { name: '+ Add New Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Type' });
    await user.selectOptions(field(dialog, 'Bus Type'), 'Van');
    await user.type(field(dialog, 'Quantity'), '1');
    await user.type(field(dialog, 'Seat Count'), '15');
    await user.selectOptions(field(dialog, 'Model Year'), '2024');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fleet saves are paused.');
  });

  it('deletes through the company-level call', async () => {
    withMinibus();
    const { user } = await renderFleetStep();
    expect(await rows()).toEqual([['Minibus', '3', '28', '2022']]);
    await user.click(screen.getByRole('button', { name: 'Delete Minibus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bus type?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No buses yet. Click + Add New Type to add one.')).toBeVisible();
  });

  it('waits for one bus type before Next, and says why', async () => {
    const { user } = await renderFleetStep();
    const calls = countRequests(NEXT);
    expect(await screen.findByText(FLEET_NEEDED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FLEET_NEEDED);
    expect(calls.count).toBe(0);
  });

  it('Next shows a loading state, sends once, and opens step 3 on code 0', async () => {
    withMinibus();
    const held = holdRequests('post', apiUrl(NEXT));
    const { user, router } = await renderFleetStep();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await held.arrived;
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-busy', 'true');
    await user.click(next);
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/init3'));
    expect(held.calls).toBe(1);
    expect(demoAccount(SETUP2).account.setup_progress).toBe(3);
  });

  it('Next fails silently and can be pressed again', async () => {
    withMinibus();
    server.use(
      http.post(apiUrl(NEXT), () =>
        HttpResponse.json({ status: { code: 1, msg: 'Not now.' }, result: null }),
      ),
    );
    const { user, router } = await renderFleetStep();
    await rows();
    const calls = countRequests(NEXT);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.count).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Not now.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscribers/init2');
    expect(demoAccount(SETUP2).account.setup_progress).toBe(2);
  });
});
