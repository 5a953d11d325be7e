import { screen, waitFor, within } from '@testing-library/react';
import { withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { findToast } from '../../../../utils/toasts';
import { holdRequests } from '../../../../utils/heldRequests';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  cellOf,
  dropCards,
  failPost,
  FREE_TRIAL,
  openListings,
  rowOf,
} from './listingsHelpers';

const ADD_CONFIRM = 'Are you sure you want to request to add this metro?';

async function openAddMetro(...args: Parameters<typeof openListings>) {
  const rendered = await openListings(...args);
  await rendered.user.click(screen.getByRole('button', { name: 'Add New Metro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Metro' });
  return { ...rendered, dialog };
}

/** Types a city, picks it from the matches and finds the metros within `radius` miles. */
async function findMetrosNear(
  { user, dialog }: Awaited<ReturnType<typeof openAddMetro>>,
  city: string,
  radius = '50',
) {
  await user.type(within(dialog).getByLabelText('City'), city.slice(0, 3));
  const matches = await within(dialog).findByRole('list', { name: 'Matching cities' });
  await user.click(within(matches).getByRole('button', { name: city }));
  await user.selectOptions(within(dialog).getByLabelText('Radius'), radius);
  await user.click(within(dialog).getByRole('button', { name: 'Find Metros' }));
  return within(dialog).findByRole('table', { name: `Metros within ${radius} miles of ${city}` });
}

const metroNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellOf(row, 'Metro').textContent);

describe('Route /subscribers/listings: Add New Metro', () => {
  it('recommends metros with their base rate and position', async () => {
    const { dialog } = await openAddMetro();
    const table = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Base Rate', 'Position', 'Add This Metro']);
    const sherman = within(table).getByRole('cell', { name: 'Sherman, TX' }).closest('tr');
    expect(sherman).not.toBeNull();
    expect(cellOf(sherman as HTMLElement, 'Base Rate')).toHaveTextContent('$59.00');
    expect(cellOf(sherman as HTMLElement, 'Position')).toHaveTextContent(/^\d+\/\d+$/);
    expect(within(table).getByRole('button', { name: 'Add This Metro Sherman, TX' })).toBeEnabled();
  });

  it('looks cities up from two letters and hides the list when nothing matches', async () => {
    const { user, dialog } = await openAddMetro();
    const city = within(dialog).getByLabelText('City');
    const find = within(dialog).getByRole('button', { name: 'Find Metros' });
    expect(find).toBeDisabled();
    await user.type(city, 'D');
    await user.type(city, 'a');
    const matches = await within(dialog).findByRole('list', { name: 'Matching cities' });
    expect(within(matches).getByRole('button', { name: 'Dallas, TX' })).toBeVisible();
    await user.clear(city);
    await user.type(city, 'Zq');
    expect(await within(dialog).findByText('No matching cities.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Matching cities' })).toBeNull();
    expect(find).toBeDisabled();
  });

  it('offers 50, 100 and 200 miles, 50 first', async () => {
    const { dialog } = await openAddMetro();
    const radius = within(dialog).getByLabelText('Radius');
    expect(radius).toHaveValue('50');
    expect(
      within(radius)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['50 Miles', '100 Miles', '200 Miles']);
  });

  it('finds the metros in the radius and leaves out those already listed', async () => {
    const rendered = await openAddMetro();
    const table = await findMetrosNear(rendered, 'Dallas, TX', '100');
    expect(metroNames(table)).toEqual(['Sherman, TX', 'Tyler, TX']);
  });

  it('shows every metro in the radius when all of them are listed', async () => {
    const rendered = await openAddMetro();
    const table = await findMetrosNear(rendered, 'Dallas, TX', '50');
    expect(metroNames(table)).toEqual([
      'Dallas, TX',
      'Plano, TX',
      'Arlington, TX',
      'McKinney, TX',
      'Fort Worth, TX',
      'Denton, TX',
    ]);
    expect(within(table).queryByRole('button', { name: /Add This Metro/ })).toBeNull();
  });

  it('asks first, previews the next invoice, then requests the metro', async () => {
    const { user, dialog } = await openAddMetro();
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    await user.click(
      within(recommended).getByRole('button', { name: 'Add This Metro Sherman, TX' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Add Sherman, TX' });
    expect(within(confirm).getByText(ADD_CONFIRM)).toBeVisible();
    const preview = within(confirm).getByRole('table', { name: 'Next invoice with Sherman, TX' });
    const added = within(preview).getByRole('cell', { name: 'Sherman, TX (new)' }).closest('tr');
    expect(cellOf(added as HTMLElement, 'Base Rate')).toHaveTextContent('$59.00');
    expect(cellOf(added as HTMLElement, 'Bid Premium')).toHaveTextContent('$0.00');
    expect(cellOf(added as HTMLElement, 'Prepay Discount')).toHaveTextContent('$0.00');
    // Billed today: Dallas 262.50, Fort Worth 187.50, Arlington 99, Waco 69, Plano 99.
    expect(
      within(confirm).getByText('Next charge on 12/01/2026: $776.00 (now $717.00)'),
    ).toBeVisible();

    const body = nextBodyOf('/subscribers/listings/addmetro');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Add Metro' }));
    const { company_id } = accountOf('operator@demo.test');
    expect(await body).toEqual({
      metro_id: expect.any(Number) as number,
      base_rate: 59,
      company_id,
      company_name: expect.any(String) as string,
    });
    await findToast('Your request to add Sherman, TX has been sent.');
    await waitFor(() =>
      expect(cellOf(rowOf('Sherman, TX'), 'Status')).toHaveTextContent('Pending Approval'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's failure in the dialog", async () => {
    failPost('/subscribers/listings/addmetro', 'This metro is closed to new listings.');
    const { user, dialog } = await openAddMetro();
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    await user.click(within(recommended).getByRole('button', { name: 'Add This Metro Tyler, TX' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add Tyler, TX' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Add Metro' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This metro is closed to new listings.',
    );
  });

  it('sends one request however often the confirmation is pressed', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/listings/addmetro'));
    const { user, dialog } = await openAddMetro();
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    await user.click(within(recommended).getByRole('button', { name: 'Add This Metro Tyler, TX' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add Tyler, TX' });
    const yes = within(confirm).getByRole('button', { name: 'Yes, Add Metro' });
    await user.click(yes);
    await held.arrived;
    await user.click(within(confirm).getByRole('button', { name: /Sending/ }));
    held.release();
    await findToast('Your request to add Tyler, TX has been sent.');
    expect(held.calls).toBe(1);
  });

  it('comes back to the search as it was when the question is cancelled', async () => {
    const rendered = await openAddMetro();
    const table = await findMetrosNear(rendered, 'Dallas, TX', '100');
    await rendered.user.click(
      within(table).getByRole('button', { name: 'Add This Metro Tyler, TX' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Add Tyler, TX' });
    await rendered.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Metro' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Dallas, TX');
    expect(within(dialog).getByLabelText('Radius')).toHaveValue('100');
    expect(
      within(dialog).getByRole('table', { name: 'Metros within 100 miles of Dallas, TX' }),
    ).toBeVisible();
  });

  it('does not let a company pending approval add a metro', async () => {
    const { company_id } = accountOf('operator@demo.test');
    withDb((db) => {
      const company = db.companies.find((row) => row.id === company_id);
      if (company) company.approved = false;
    });
    const { dialog } = await openAddMetro();
    expect(
      within(dialog).getByText(
        'Your account is still pending approval. You cannot add additional metros at this time.',
      ),
    ).toBeVisible();
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    for (const button of within(recommended).getAllByRole('button', { name: /Add This Metro/ }))
      expect(button).toBeDisabled();
  });

  it('asks for payment information first, with a link to add it', async () => {
    dropCards();
    const { dialog } = await openAddMetro();
    const notice = within(dialog).getByText(/Your account is missing payment information\./);
    expect(notice).toHaveTextContent(
      'Your account is missing payment information. You can click here to complete it.',
    );
    expect(within(notice).getByRole('link', { name: 'click here' })).toHaveAttribute(
      'href',
      '/subscribers/payments',
    );
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    expect(
      within(recommended).getAllByRole('button', { name: /Add This Metro/ })[0],
    ).toBeDisabled();
  });

  it('lets a free trial add a metro as a free trial, with no card on file', async () => {
    const { user, dialog } = await openAddMetro(FREE_TRIAL, { isFreeTrial: true });
    const recommended = await within(dialog).findByRole('table', { name: 'Recommended metros' });
    expect(within(dialog).queryByText(/missing payment information/)).toBeNull();
    const [first] = within(recommended).getAllByRole('button', {
      name: /^Add This Metro As Free Trial /,
    });
    expect(first).toBeEnabled();
    const metro = (first?.textContent ?? '').replace('Add This Metro As Free Trial ', '');
    await user.click(first);
    const confirm = await screen.findByRole('dialog', { name: `Add ${metro}` });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Add Metro' }));
    await findToast(`Your request to add ${metro} has been sent.`);
  });
});
