import { render, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { StateSelect } from '@/components/form/StateSelect';
import type { Country } from '@/lib/regions';

function renderSelect(value: string, countries?: Country[]) {
  render(
    <Formik initialValues={{ state: value }} onSubmit={() => {}}>
      <StateSelect name="state" label="State" countries={countries} required />
    </Formik>,
  );
  return screen.getByRole('combobox', { name: /State/ });
}

describe('StateSelect', () => {
  it('lists the states, DC and the territories by postal code', () => {
    const select = renderSelect('TX');
    expect(select).toHaveValue('TX');
    expect(within(select).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    expect(within(select).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
    expect(within(select).queryByRole('option', { name: 'Ontario' })).toBeNull();
    // 50 states, DC, 5 territories and the prompt.
    expect(within(select).getAllByRole('option')).toHaveLength(57);
  });

  it('groups the US and the Canadian provinces when both are asked for', () => {
    const select = renderSelect('ON', ['US', 'CA']);
    expect(select).toHaveValue('ON');
    const canada = within(select).getByRole('group', { name: 'Canada' });
    expect(within(canada).getAllByRole('option')).toHaveLength(13);
    expect(within(select).getByRole('group', { name: 'United States' })).toBeInTheDocument();
  });

  it('keeps a value from elsewhere selectable', () => {
    const select = renderSelect('Baja California');
    expect(select).toHaveValue('Baja California');
  });
});
