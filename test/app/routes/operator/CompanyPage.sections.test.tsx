import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { findToast, toastDurationMs, toastKind } from '../../../utils/toasts';
import { nextBodyOf } from '../user/helpers';
import {
  companyAnswerChanged,
  failSave,
  field,
  operatorCompany,
  renderCompanyPage,
  section,
} from './companyHelpers';

const GENERIC = 'There was a problem. Please try again later.';

describe('Route /subscribers/company: Company Details', () => {
  it('lists the associations by group and saves the memberships', async () => {
    const { user } = await renderCompanyPage();
    const details = section('Company Details');
    for (const group of ['National', 'State and Regional', 'Certifications']) {
      expect(within(details).getByRole('group', { name: group })).toBeVisible();
    }
    expect(within(details).getByLabelText('United Motorcoach Association')).toBeChecked();
    await user.click(within(details).getByLabelText('American Bus Association'));
    await user.click(within(details).getByLabelText('ADA Compliant Fleet'));
    const body = nextBodyOf('/edit/associations');
    await user.click(within(details).getByRole('button', { name: 'Save Company Details' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      selected_associations: [1, 2, 11, 31],
    });
    await findToast('Your association memberships have been saved.');
    expect(operatorCompany().selected_associations).toEqual([1, 2, 11, 31]);
  });

  it("offers the registration's list when the company answer carries none", async () => {
    companyAnswerChanged((company) => {
      company.associations = [];
    });
    await renderCompanyPage();
    const details = section('Company Details');
    const national = within(details).getByRole('group', { name: 'National' });
    expect(within(national).getByLabelText('United Motorcoach Association')).toBeChecked();
    expect(within(details).getByRole('group', { name: 'Certifications' })).toBeVisible();
  });

  it('shows the shared failure text', async () => {
    failSave('associations', 'Server says no');
    const { user } = await renderCompanyPage();
    const details = section('Company Details');
    await user.click(within(details).getByRole('button', { name: 'Save Company Details' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(GENERIC);
  });
});

describe('Route /subscribers/company: Forms of Payment and Authority', () => {
  it('offers the six forms of payment and saves them', async () => {
    const { user } = await renderCompanyPage();
    const payment = section('Forms of Payment');
    const labels = ['Amex', 'Discover', 'Mastercard', 'Visa', 'Paypal', 'Check'];
    expect(
      within(payment)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(labels);
    await user.click(within(payment).getByLabelText('Paypal'));
    await user.click(within(payment).getByLabelText('Check'));
    const body = nextBodyOf('/edit/payments');
    await user.click(within(payment).getByRole('button', { name: 'Save Forms of Payment' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      allows_amex: true,
      allows_discover: true,
      allows_mastercard: true,
      allows_visa: true,
      allows_paypal: false,
      allows_check: false,
    });
    await findToast('Your forms of payment have been saved.');
    expect(operatorCompany().payment_types.paypal).toBe(false);
  });

  it('shows the DOT number read-only', async () => {
    await renderCompanyPage();
    const dot = field(section('Passenger Carrier Authority'), 'US DOT Number');
    expect(dot).toHaveValue(operatorCompany().us_dot_number);
    expect(dot).toHaveAttribute('readonly');
  });
});

describe('Route /subscribers/company: Login Information', () => {
  it('checks the current password, the new one and the confirmation, to the letter', async () => {
    const { user } = await renderCompanyPage();
    const login = section('Login Information');
    expect(field(login, 'Login Email')).toHaveValue('operator@demo.test');
    expect(field(login, 'Login Email')).toHaveAttribute('readonly');
    await user.type(field(login, 'New Password'), 'short');
    await user.type(field(login, 'Confirm New Password'), 'other');
    await user.click(within(login).getByRole('button', { name: 'Update Login' }));
    const summary = await within(login).findByRole('alert');
    expect(within(summary).getByText('Current password is required')).toBeVisible();
    expect(within(summary).getByText('Password must be at least 8 characters long')).toBeVisible();
    expect(within(summary).getByText('Passwords must match')).toBeVisible();
  });

  it('sends no new password when none is typed, and shows the server text', async () => {
    const { user } = await renderCompanyPage();
    const login = section('Login Information');
    await user.type(field(login, 'Current Password'), 'Wrong2026!');
    const body = nextBodyOf('/edit/login');
    await user.click(within(login).getByRole('button', { name: 'Update Login' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      email: 'operator@demo.test',
      current_password: 'Wrong2026!',
    });
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'Current password is incorrect.',
    );
  });

  it('shows its own text when the server gives none that is text', async () => {
    server.use(
      http.post(apiUrl('/subscribers/companymanagement/edit/login'), () =>
        HttpResponse.json({ success: false, error_message: { code: 7 } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const login = section('Login Information');
    await user.type(field(login, 'Current Password'), 'Operator2026!');
    await user.click(within(login).getByRole('button', { name: 'Update Login' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'There was a problem updating your login information. Please try again later.',
    );
  });

  it('changes the password, so the next login takes the new one', async () => {
    const { user } = await renderCompanyPage();
    const login = section('Login Information');
    await user.type(field(login, 'Current Password'), 'Operator2026!');
    await user.type(field(login, 'New Password'), 'Coaches2027!');
    await user.type(field(login, 'Confirm New Password'), 'Coaches2027!');
    await user.click(within(login).getByRole('button', { name: 'Update Login' }));
    await findToast('Your login information has been updated.');
    expect(field(login, 'New Password')).toHaveValue('');
    const answer = await fetch(apiUrl('/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'operator@demo.test', password: 'Coaches2027!' }),
    });
    expect(await answer.json()).toMatchObject({ success: true, login_type: 'subscriber' });
  });
});

describe('Route /subscribers/company: highlights and services', () => {
  it('saves the highlights with a 3-second "Save Successful." toast', async () => {
    const { user } = await renderCompanyPage();
    const highlights = section('Highlights from the Business');
    expect(within(highlights).getAllByRole('checkbox')).toHaveLength(33);
    await user.click(within(highlights).getByLabelText('Veteran-Owned'));
    const body = nextBodyOf('/edit/business-highlights');
    await user.click(within(highlights).getByRole('button', { name: 'Save Highlights' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      business_highlights: [1, 4, 5, 8, 14, 26, 29],
    });
    const toast = await findToast('Save Successful.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
  });

  it("toasts the server's error text for the services", async () => {
    server.use(
      http.post(apiUrl('/subscribers/companymanagement/edit/charter-bus-services'), () =>
        HttpResponse.json({ status: { code: 3, msg: 'Services are locked for review.' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const services = section('Group Charter Bus Services Provided');
    expect(within(services).getAllByRole('checkbox')).toHaveLength(12);
    await user.click(within(services).getByRole('button', { name: 'Save Services' }));
    const toast = await findToast('Services are locked for review.');
    expect(toastKind(toast)).toBe('error');
    expect(toastDurationMs(toast)).toBe(3000);
  });

  it('takes code 0 without a message as a failure', async () => {
    server.use(
      http.post(apiUrl('/subscribers/companymanagement/edit/charter-bus-services'), () =>
        HttpResponse.json({ status: { code: 0, msg: '' } }),
      ),
    );
    const { user } = await renderCompanyPage();
    const services = section('Group Charter Bus Services Provided');
    await user.click(within(services).getByRole('button', { name: 'Save Services' }));
    expect(toastKind(await findToast('Network error. Please try again.'))).toBe('error');
  });
});

/** The side menu's link (the header may have its own). */
function myAccountLink(): HTMLElement {
  const link = screen
    .getAllByRole('link', { name: 'My Account' })
    .find((candidate) => candidate.getAttribute('href') === '/subscribers/my-account');
  if (!link) throw new Error('No My Account link to /subscribers/my-account');
  return link;
}

describe('Route /subscribers/company: entering and leaving', () => {
  it('opens the registration confirmation on /subscribers/company/new', async () => {
    const { user, router } = await renderCompanyPage('/subscribers/company/new');
    const dialog = await screen.findByRole('dialog', { name: 'Thank You for Registering' });
    expect(dialog).toHaveTextContent('Your submission has been received.');
    expect(dialog).toHaveTextContent('one business day');
    expect(dialog).toHaveTextContent('approval e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/my-account'));
  });

  it('asks before leaving with unsaved edits', async () => {
    const { user, router } = await renderCompanyPage();
    await user.type(field(section('Profile Management'), 'Zip'), '1');
    await user.click(myAccountLink());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/subscribers/company');
    await user.click(myAccountLink());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave Page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/my-account'));
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const { user, router } = await renderCompanyPage();
    await user.click(myAccountLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/my-account'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
