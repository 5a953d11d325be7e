import { screen, within } from '@testing-library/react';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  addListingIn,
  callsTo,
  failStatus,
  findMetrosNear,
  openMetrosStep,
  SETUP3,
  THIRD,
} from './metrosStepHelpers';

const metroNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td[data-label="Metro"]')?.textContent);

describe('Route /subscribers/init3: Recommend and Search', () => {
  it('recommends metros: Metro, Base Rate, Position, Add This Metro', async () => {
    await openMetrosStep();
    const table = await screen.findByRole('table', { name: 'Recommended metros' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Base Rate', 'Position', 'Add This Metro']);
    const tyler = within(table).getByRole('cell', { name: 'Tyler, TX' }).closest('tr');
    expect(tyler).toHaveTextContent('$69.00');
    expect(tyler?.querySelector('td[data-label="Position"]')).toHaveTextContent(/^\d+\/\d+$/);
    expect(within(table).getByRole('button', { name: 'Add This Metro Tyler, TX' })).toBeEnabled();
  });

  it('looks cities up with the wizard call from two letters; the list hides when empty', async () => {
    const calls = callsTo(`${THIRD}/search`);
    const { user } = await openMetrosStep();
    const city = screen.getByLabelText('City');
    const find = screen.getByRole('button', { name: 'Find Metros' });
    expect(find).toBeDisabled();
    await user.type(city, 'T');
    expect(calls).toEqual([]);
    const body = nextBodyOf(`${THIRD}/search`);
    await user.type(city, 'y');
    expect(await body).toEqual({ term: 'Ty' });
    const matches = await screen.findByRole('list', { name: 'Matching cities' });
    await user.click(within(matches).getByRole('button', { name: 'Tyler, TX' }));
    expect(find).toBeEnabled();
    await user.clear(city);
    await user.type(city, 'Zq');
    expect(await screen.findByText('No matching cities.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Matching cities' })).toBeNull();
    expect(find).toBeDisabled();
  });

  it('offers 50, 100 and 200 miles, 50 first', async () => {
    await openMetrosStep();
    const radius = screen.getByLabelText('Radius');
    expect(radius).toHaveValue('50');
    expect(
      within(radius)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['50 Miles', '100 Miles', '200 Miles']);
  });

  it('finds the metros in the radius with the wizard call, the company named', async () => {
    const rendered = await openMetrosStep();
    const body = nextBodyOf(`${THIRD}/findmetros`);
    const table = await findMetrosNear(rendered, 'Tyler, TX', '100');
    expect(await body).toEqual({
      city_id: expect.any(Number) as number,
      mile_radius: 100,
      company_id: accountOf(SETUP3).company_id,
    });
    expect(metroNames(table)).toEqual([
      'Tyler, TX',
      'Longview, TX',
      'Shreveport, LA',
      'Dallas, TX',
      'Plano, TX',
      'McKinney, TX',
    ]);
  });

  it('leaves out the metros already in the Metro Listing', async () => {
    addListingIn('Tyler');
    addListingIn('Dallas');
    const rendered = await openMetrosStep();
    const table = await findMetrosNear(rendered, 'Tyler, TX', '100');
    expect(metroNames(table)).toEqual([
      'Longview, TX',
      'Shreveport, LA',
      'Plano, TX',
      'McKinney, TX',
    ]);
  });

  it('shows every metro in the radius when all of them are listed', async () => {
    addListingIn('Tyler');
    addListingIn('Longview');
    const rendered = await openMetrosStep();
    const table = await findMetrosNear(rendered, 'Tyler, TX', '50');
    expect(metroNames(table)).toEqual(['Tyler, TX', 'Longview, TX']);
    expect(within(table).queryByRole('button', { name: /Add This Metro/ })).toBeNull();
    expect(within(table).getAllByText('Listed')).toHaveLength(2);
  });

  it("shows the search's failure with Try again", async () => {
    failStatus('post', `${THIRD}/findmetros`, 'The map is resting.');
    const rendered = await openMetrosStep();
    await rendered.user.type(screen.getByLabelText('City'), 'Tyl');
    const matches = await screen.findByRole('list', { name: 'Matching cities' });
    await rendered.user.click(within(matches).getByRole('button', { name: 'Tyler, TX' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Find Metros' }));
    expect(await screen.findByText('The map is resting.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
