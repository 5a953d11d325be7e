import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { AddressFields } from '@/components/form/CompanyContactFields';

function renderAddress(props: Parameters<typeof AddressFields>[0]) {
  render(
    <Formik
      initialValues={{ address: '', addressLine2: '', city: '', state: '', zip: '', zipCode: '' }}
      onSubmit={() => {}}
    >
      <AddressFields {...props} />
    </Formik>,
  );
}

describe('AddressFields', () => {
  it('names each part for autofill, with the street on one line', () => {
    renderAddress({ street: { name: 'address', label: 'Address' } });
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAttribute(
      'autocomplete',
      'address-level1',
    );
    expect(screen.getByRole('textbox', { name: /^\*?\s*Zip$/ })).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
    expect(screen.queryByRole('textbox', { name: /Line 2/ })).toBeNull();
  });

  it("splits the street in two lines and keeps the form's own names and states", () => {
    renderAddress({
      street: { name: 'address', label: 'Address' },
      line2: { name: 'addressLine2', label: 'Address Line 2' },
      zip: { name: 'zipCode', label: 'Zip Code' },
      states: ['TX', 'OK'],
    });
    expect(screen.getByRole('textbox', { name: /^\*?\s*Address$/ })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    expect(screen.getByRole('textbox', { name: 'Address Line 2' })).toHaveAttribute(
      'name',
      'addressLine2',
    );
    expect(screen.getByRole('textbox', { name: /Zip Code/ })).toHaveAttribute('name', 'zipCode');
    // The prompt and the two states given.
    expect(screen.getByRole('combobox', { name: /State/ }).querySelectorAll('option')).toHaveLength(
      3,
    );
  });
});
