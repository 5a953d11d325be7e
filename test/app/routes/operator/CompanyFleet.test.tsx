import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { findToast } from '../../../utils/toasts';
import { nextBodyOf } from '../user/helpers';
import { field, operatorCompany, renderCompanyPage, section } from './companyHelpers';

const SAVE_FAILED = 'There was a problem updating your fleet. Please try again later.';
const DELETE_FAILED = 'There was a problem delete your fleet. Please try again later.';

/** The Fleet Information section once its table has loaded. */
async function fleetSection() {
  const fleet = section('Fleet Information');
  await within(fleet).findByRole('table', { name: 'Company fleet' });
  return fleet;
}

/** The table's rows as their cell texts (the header row left out). */
function rowsOf(fleet: HTMLElement): string[][] {
  return within(fleet)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Opens + Add New Type and answers the open dialog. */
async function openAdd(user: Awaited<ReturnType<typeof renderCompanyPage>>['user']) {
  const fleet = await fleetSection();
  await user.click(within(fleet).getByRole('button', { name: '+ Add New Type' }));
  return screen.findByRole('dialog', { name: 'Add New Type' });
}

async function fillEntry(
  user: Awaited<ReturnType<typeof renderCompanyPage>>['user'],
  dialog: HTMLElement,
  values: { type: string; quantity: string; seats: string; year: string },
) {
  await user.selectOptions(field(dialog, 'Bus Type'), values.type);
  await user.type(field(dialog, 'Quantity'), values.quantity);
  await user.type(field(dialog, 'Seat Count'), values.seats);
  await user.selectOptions(field(dialog, 'Model Year'), values.year);
}

const PARTY_BUS = { type: 'Party Bus', quantity: '2', seats: '30', year: '2024' };

describe('Route /subscribers/company: Fleet Information', () => {
  it('lists the company fleet: Bus Type, Qty, Seat, Model Year, Action', async () => {
    await renderCompanyPage();
    const fleet = await fleetSection();
    const headers = within(fleet)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Bus Type', 'Qty', 'Seat', 'Model Year', 'Action']);
    expect(rowsOf(fleet)).toEqual([
      ['Full Size', '6', '56', '2023'],
      ['Minibus', '3', '28', '2022'],
      ['School Bus', '4', '72', '2019'],
      ['Executive', '2', '32', '2024'],
    ]);
    expect(within(fleet).getByRole('button', { name: 'Edit Full Size' })).toBeVisible();
    expect(within(fleet).getByRole('button', { name: 'Delete Executive' })).toBeVisible();
  });

  it('shows the load failure with Try again', async () => {
    server.use(
      http.get(apiUrl('/company/default/fleet/list'), () =>
        HttpResponse.json({ status: { code: 1, msg: '' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const fleet = section('Fleet Information');
    expect(await within(fleet).findByText('Your fleet could not be loaded.')).toBeVisible();
    server.resetHandlers();
    await user.click(within(fleet).getByRole('button', { name: 'Try again' }));
    expect(await within(fleet).findByRole('table', { name: 'Company fleet' })).toBeVisible();
  });

  it("says every rule of the fleet modal in the spec's words", async () => {
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByText(
      'Some fields are invalid, please check all fields and try again',
    );
    expect(
      within(summary.parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bus type is required.',
      'Quantity must be integer from 1 to 999.',
      'Seat Count must be integer from 1 to 200.',
      'Year is required.',
    ]);
    await user.type(field(dialog, 'Quantity'), '0');
    await user.type(field(dialog, 'Seat Count'), '201');
    await user.tab();
    expect(await within(dialog).findAllByText('Quantity must be greater than 0')).not.toHaveLength(
      0,
    );
    expect(
      within(dialog).getAllByText('Seat Count must be integer from 1 to 200.'),
    ).not.toHaveLength(0);
    await user.clear(field(dialog, 'Quantity'));
    await user.type(field(dialog, 'Quantity'), '1000');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).queryByText('Quantity must be greater than 0')).toBeNull(),
    );
    expect(within(dialog).getAllByText('Quantity must be integer from 1 to 999.')).not.toHaveLength(
      0,
    );
  });

  it('masks the rates as typed', async () => {
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await user.type(field(dialog, 'Transfer Rate'), '1234567');
    await user.type(field(dialog, 'Five Hour Rate'), '9a8b7c6d5e4');
    await user.type(field(dialog, 'Day Rate'), '98765');
    await user.type(field(dialog, 'Mile Rate'), '4.2.5x19');
    expect(field(dialog, 'Transfer Rate')).toHaveValue('12345');
    expect(field(dialog, 'Five Hour Rate')).toHaveValue('98765');
    expect(field(dialog, 'Day Rate')).toHaveValue('9876');
    expect(field(dialog, 'Mile Rate')).toHaveValue('4.2519');
  });

  it('adds a bus type: sends the contract names, closes, reloads the list', async () => {
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'WiFi' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Restroom' }));
    await user.type(field(dialog, 'Transfer Rate'), '400');
    await user.type(field(dialog, 'Day Rate'), '1200');
    await user.type(field(dialog, 'Mile Rate'), '3.5');
    const body = nextBodyOf('/company/default/fleet/save');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      bus_type_id: 13,
      quantity: 2,
      number_seats: 30,
      year: 2024,
      trnsf_rate: 400,
      five_hour_rate: 0,
      day_rate: 1200,
      mile_rate: 3.5,
      amenity: [1, 2],
    });
    await findToast('Your fleet has been saved.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Type' })).toBeNull());
    const fleet = section('Fleet Information');
    expect(rowsOf(fleet)).toContainEqual(['Party Bus', '2', '30', '2024']);
  });

  it('offers the saved entry to further metros and adds it to the chosen ones', async () => {
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const offer = await screen.findByRole('dialog', { name: 'Add to your metros?' });
    expect(within(offer).getByText(/Party Bus was saved to your company fleet/)).toBeVisible();
    await user.click(within(offer).getByRole('button', { name: 'Add to Metros' }));
    expect(within(offer).getByRole('alert')).toHaveTextContent('Choose at least one metro.');

    await user.click(within(offer).getByRole('checkbox', { name: 'Dallas, TX' }));
    const body = nextBodyOf('/company/default/fleet/addOnCompanyMetro');
    await user.click(within(offer).getByRole('button', { name: 'Add to Metros' }));
    const sent = (await body) as { company_metro_ids: number[]; fleet_id: number };
    const db = getDb();
    const party = db.buses.find(
      (bus) => bus.company_id === operatorCompany().id && bus.bus_type_id === 13,
    );
    const dallas = db.company_metros.find((row) => row.id === sent.company_metro_ids[0]);
    expect(sent).toEqual({ company_metro_ids: [dallas?.id], fleet_id: party?.id });
    expect(db.metros.find((metro) => metro.id === dallas?.metro_id)?.city).toBe('Dallas');
    await findToast('Your fleet has been added to the selected metros.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(party?.company_metro_ids).toEqual([dallas?.id]);
  });

  it("shows the add-to-metros failure in the offer, the server's text", async () => {
    server.use(
      http.post(apiUrl('/company/default/fleet/addOnCompanyMetro'), () =>
        HttpResponse.json({ status: { code: 2, msg: 'That metro is closed for changes.' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const offer = await screen.findByRole('dialog', { name: 'Add to your metros?' });
    await user.click(within(offer).getByRole('checkbox', { name: 'Fort Worth, TX' }));
    await user.click(within(offer).getByRole('button', { name: 'Add to Metros' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'That metro is closed for changes.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing when the server has no metro to add to', async () => {
    server.use(
      http.get(apiUrl('/subscribers/fleet/:companyId/:busTypeId/metros'), () =>
        HttpResponse.json({ status: { code: 0, msg: 'success' }, result: [] }),
      ),
    );
    const { user, store } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Your fleet has been saved.');
    await waitFor(() =>
      expect(store.getState().fleet?.metroOptions.fetch.status).toBe('succeeded'),
    );
    expect(screen.queryByRole('dialog', { name: 'Add to your metros?' })).toBeNull();
    expect(rowsOf(section('Fleet Information'))).toContainEqual(['Party Bus', '2', '30', '2024']);
  });

  it('does not offer when the list says display_add false', async () => {
    const row = (fleetId: number, busTypeId: number) => ({
      fleet_id: fleetId,
      company_id: operatorCompany().id,
      bus_type_id: busTypeId,
      quantity: 2,
      number_seats: 30,
      year: 2024,
      display_add: false,
    });
    let reads = 0;
    server.use(
      http.get(apiUrl('/company/default/fleet/list'), () => {
        reads += 1;
        const rows = reads === 1 ? [row(1, 1)] : [row(1, 1), row(2, 13)];
        return HttpResponse.json({ status: { code: 0, msg: 'success' }, result: rows });
      }),
    );
    const { user, store } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Your fleet has been saved.');
    await waitFor(() =>
      expect(rowsOf(section('Fleet Information'))).toContainEqual(['Party Bus', '2', '30', '2024']),
    );
    // Asking would have marked the call pending at once.
    expect(store.getState().fleet?.metroOptions.fetch.status).toBe('idle');
    expect(screen.queryByRole('dialog', { name: 'Add to your metros?' })).toBeNull();
  });

  it("keeps the modal open with the reply's message on a non-zero code", async () => {
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, { ...PARTY_BUS, type: 'Full Size' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This bus type is already in your fleet. Edit it instead.',
    );
    expect(field(dialog, 'Quantity')).toHaveValue(2);
  });

  it('says the account-area text when the failure carries no message', async () => {
    server.use(
      http.post(apiUrl('/company/default/fleet/save'), () =>
        HttpResponse.json({ status: { code: 5, msg: '' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  });

  it('sends one save however often Save is pressed while it runs', async () => {
    const held = holdRequests('post', apiUrl('/company/default/fleet/save'));
    const { user } = await renderCompanyPage();
    const dialog = await openAdd(user);
    await fillEntry(user, dialog, PARTY_BUS);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await held.arrived;
    const busy = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    held.release();
    await findToast('Your fleet has been saved.');
    expect(held.calls).toBe(1);
  });

  it('edits an entry in place, then offers it to the metros again', async () => {
    const { user } = await renderCompanyPage();
    const fleet = await fleetSection();
    await user.click(within(fleet).getByRole('button', { name: 'Edit Minibus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fleet' });
    expect(field(dialog, 'Bus Type')).toHaveValue('2');
    expect(field(dialog, 'Model Year')).toHaveValue('2022');
    await user.clear(field(dialog, 'Quantity'));
    await user.type(field(dialog, 'Quantity'), '5');
    const body = nextBodyOf('/company/default/fleet/update');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toMatchObject({ bus_type_id: 2, quantity: 5, number_seats: 28 });
    const offer = await screen.findByRole('dialog', { name: 'Add to your metros?' });
    await user.click(within(offer).getByRole('button', { name: 'Not Now' }));
    expect(rowsOf(fleet)).toContainEqual(['Minibus', '5', '28', '2022']);
  });

  it('deletes an entry once confirmed', async () => {
    const { user } = await renderCompanyPage();
    const fleet = await fleetSection();
    await user.click(within(fleet).getByRole('button', { name: 'Delete School Bus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bus type?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await findToast('The bus type has been removed from your fleet.');
    await waitFor(() => expect(rowsOf(fleet).map((row) => row[0])).not.toContain('School Bus'));
  });

  it("shows the spec's delete failure in the dialog", async () => {
    server.use(
      http.post(apiUrl('/company/default/fleet/delete/:id'), () =>
        HttpResponse.json({ status: { code: 1, msg: 'Not today.' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const fleet = await fleetSection();
    await user.click(within(fleet).getByRole('button', { name: 'Delete School Bus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bus type?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(DELETE_FAILED);
    expect(rowsOf(fleet).map((row) => row[0])).toContain('School Bus');
  });
});
