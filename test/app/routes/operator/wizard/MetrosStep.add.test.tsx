import { screen, waitFor, within } from '@testing-library/react';
import { newPositionIn } from '@/mocks/db/listings';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { holdRequests } from '../../../../utils/heldRequests';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  callsTo,
  companyOf,
  failStatus,
  listingIn,
  metroIn,
  openMetrosStep,
  SETUP3,
  summaryRows,
  THIRD,
  totalBilling,
} from './metrosStepHelpers';

const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

async function openAddMetro(city = 'Tyler, TX') {
  const rendered = await openMetrosStep();
  const table = screen.getByRole('table', { name: 'Recommended metros' });
  await rendered.user.click(within(table).getByRole('button', { name: `Add This Metro ${city}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Metro' });
  return { ...rendered, dialog };
}

describe('Route /subscribers/init3: the Add Metro modal', () => {
  it('shows the metro, base rate and position read-only, the address blank and the phone prefilled', async () => {
    const { dialog } = await openAddMetro();
    const readOnly = { Metro: 'Tyler, TX', 'Base Rate': '$69.00' };
    for (const [label, value] of Object.entries(readOnly)) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Position')).toHaveValue(
      newPositionIn(getDb(), metroIn('Tyler').id),
    );
    expect(within(dialog).getByLabelText('Position')).toHaveAttribute('readonly');
    for (const label of ['Address', 'Address Line 2', 'City', 'State', 'Country'])
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    expect(within(dialog).getByLabelText('Country')).toHaveDisplayValue('Choose a country');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue(
      dashed(companyOf(SETUP3).contact_phone),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves the metro with the address as typed, then lists it with its monthly cost', async () => {
    const { user, dialog } = await openAddMetro();
    await user.type(within(dialog).getByLabelText('Address'), '2200 E 5th St');
    await user.type(within(dialog).getByLabelText('Address Line 2'), 'Bay 3');
    await user.type(within(dialog).getByLabelText('City'), 'Tyler');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'TX');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'USA');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '9035550199');
    const body = nextBodyOf(`${THIRD}/addmetro`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toEqual({
      metro_id: metroIn('Tyler').id,
      base_rate: 69,
      company_id: accountOf(SETUP3).company_id,
      company_name: companyOf(SETUP3).name,
      city: 'Tyler',
      address: '2200 E 5th St',
      address_line: 'Bay 3',
      state_province: 'TX',
      country: 'USA',
      phone: '9035550199',
    });
    await findToast('Tyler, TX has been added to your Metro Listing.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(summaryRows()).toEqual([['Tyler, TX', '$69.00']]));
    expect(totalBilling()).toHaveTextContent('Total Billing$69.00 per month');
    // The demo keeps it as a listing waiting for payment, with the modal's address.
    expect(listingIn('Tyler', SETUP3)).toMatchObject({
      status: 'Pending Approval',
      contact: { address: '2200 E 5th St, Bay 3', city: 'Tyler', state: 'TX', phone: '9035550199' },
    });
    // Listed now: the Recommend table no longer offers it.
    const table = screen.getByRole('table', { name: 'Recommended metros' });
    expect(within(table).queryByRole('button', { name: 'Add This Metro Tyler, TX' })).toBeNull();
  });

  it('validates nothing: blank fields are sent blank', async () => {
    const { user, dialog } = await openAddMetro('Longview, TX');
    await user.clear(within(dialog).getByLabelText('Phone'));
    const body = nextBodyOf(`${THIRD}/addmetro`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await body).toMatchObject({
      city: '',
      address: '',
      address_line: '',
      state_province: '',
      country: '',
      phone: '',
    });
    await waitFor(() => expect(summaryRows()).toEqual([['Longview, TX', '$59.00']]));
  });

  it("keeps the modal open with the server's message when the save fails", async () => {
    failStatus('post', `${THIRD}/addmetro`, 'This metro is closed to new listings.');
    const { user, dialog } = await openAddMetro();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This metro is closed to new listings.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(summaryRows()).toEqual([]);
  });

  it('says so in its own words when the server gives no message', async () => {
    failStatus('post', `${THIRD}/addmetro`);
    const { user, dialog } = await openAddMetro();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem adding this metro. Please try again later.',
    );
  });

  it('sends one request however often Save is pressed', async () => {
    const held = holdRequests('post', apiUrl(`${THIRD}/addmetro`));
    const { user, dialog } = await openAddMetro();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await held.arrived;
    const busy = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    held.release();
    await findToast('Tyler, TX has been added to your Metro Listing.');
    expect(held.calls).toBe(1);
  });

  it('sends nothing on Cancel', async () => {
    const calls = callsTo(`${THIRD}/addmetro`);
    const { user, dialog } = await openAddMetro();
    await user.type(within(dialog).getByLabelText('Address'), '1 Main St');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(summaryRows()).toEqual([]);
  });
});
