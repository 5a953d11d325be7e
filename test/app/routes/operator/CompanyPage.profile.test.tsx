import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { holdRequests } from '../../../utils/heldRequests';
import { findToast, toastDurationMs, toastKind } from '../../../utils/toasts';
import { nextBodyOf } from '../user/helpers';
import {
  companyAnswerChanged,
  field,
  operatorCompany,
  renderCompanyPage,
  section,
} from './companyHelpers';

const SUMMARY = 'Some fields are invalid, please check all fields and try again';
const UPDATE_FAILED = 'There was a problem updating your company. Please try again later.';

describe('Route /subscribers/company: Profile Management', () => {
  it('shows the company information with the name read-only', async () => {
    await renderCompanyPage();
    const profile = section('Profile Management');
    expect(field(profile, 'Company Name')).toHaveValue('Lone Star Charter Coaches');
    expect(field(profile, 'Company Name')).toHaveAttribute('readonly');
    expect(field(profile, 'Street')).toHaveValue('1200 Commerce St');
    expect(field(profile, 'City')).toHaveValue('Dallas');
    expect(field(profile, 'Mon-Fri')).toHaveValue(operatorCompany().hours_of_operation_mon);
    expect(field(profile, 'Contact Email')).toHaveValue('maria@lonestarcharter.example');
    // Shown as the registration shows it, whatever the digits on file.
    const digits = operatorCompany().contact_phone.replace(/\D/g, '');
    expect(field(profile, 'Contact Phone')).toHaveValue(
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    );
  });

  it('says what is missing, to the letter, with the form summary', async () => {
    const { user } = await renderCompanyPage();
    const profile = section('Profile Management');
    await user.clear(field(profile, 'City'));
    await user.clear(field(profile, 'Description'));
    await user.clear(field(profile, 'Sun'));
    await user.clear(field(profile, 'Website'));
    await user.type(field(profile, 'Website'), 'not a url');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    const summary = await within(profile).findByRole('alert');
    expect(summary).toHaveTextContent(SUMMARY);
    for (const text of [
      'Company city is required',
      'Description is required',
      'Sunday hours of operation are required',
      'Website must be a valid url',
    ]) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(field(profile, 'City')).toHaveAccessibleDescription('Company city is required');
  });

  it('asks for the receptive services and tour operator answers when none is on file', async () => {
    companyAnswerChanged((company) => {
      delete company.is_tour_operator;
      delete company.has_receptive_services;
    });
    const { user } = await renderCompanyPage();
    const profile = section('Profile Management');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    const summary = await within(profile).findByRole('alert');
    expect(within(summary).getByText('Receptive Services answer is required')).toBeVisible();
    expect(within(summary).getByText('Tour operator answer is required')).toBeVisible();
    const receptive = within(profile).getByRole('group', {
      name: /Do you provide receptive services\?/,
    });
    await user.click(within(receptive).getByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(within(summary).queryByText('Receptive Services answer is required')).toBeNull(),
    );
  });

  it('saves the profile to all listings and says so for 3 seconds', async () => {
    const { user } = await renderCompanyPage();
    const profile = section('Profile Management');
    await user.clear(field(profile, 'Description'));
    await user.type(field(profile, 'Description'), 'Coaches for every group in North Texas.');
    const tourOperator = within(profile).getByRole('group', { name: /tour operator/ });
    await user.click(within(tourOperator).getByRole('radio', { name: 'Yes' }));
    await user.click(within(profile).getByLabelText('Save these details to all my listings'));
    const body = nextBodyOf('/edit/profile');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await body).toMatchObject({
      company_id: operatorCompany().id,
      address_city: 'Dallas',
      contact_extension: expect.any(String) as string,
      description: 'Coaches for every group in North Texas.',
      is_tour_operator: true,
      hours_of_operation_sum: operatorCompany().hours_of_operation_sum,
    });
    const toast = await findToast('Your company profile has been saved.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
    expect(operatorCompany().about).toBe('Coaches for every group in North Texas.');
    expect(operatorCompany().is_tour_operator).toBe(true);
  });

  it('shows the spec text on failure, keeps what was typed, and saves once per click', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/companymanagement/edit/profile'), () =>
      HttpResponse.json({ success: false, error_message: 'Database offline' }),
    );
    const { user } = await renderCompanyPage();
    const profile = section('Profile Management');
    await user.clear(field(profile, 'Street'));
    await user.type(field(profile, 'Street'), '77 Elm St');
    const save = within(profile).getByRole('button', { name: 'Save Profile' });
    await user.click(save);
    await held.arrived;
    expect(within(profile).getByRole('button', { name: /Saving/ })).toBeDisabled();
    await user.click(within(profile).getByRole('button', { name: /Saving/ }));
    expect(held.calls).toBe(1);
    held.release();
    expect(await within(profile).findByRole('alert')).toHaveTextContent(UPDATE_FAILED);
    expect(field(profile, 'Street')).toHaveValue('77 Elm St');
    expect(screen.queryByText('Database offline')).toBeNull();
  });
});
