import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { field, fillStep1, NEW_COMPANY, openStep1 } from './helpers';
import { nextBodyOf } from '../user/helpers';

const next = (form: HTMLElement) => within(form).getByRole('button', { name: 'Next' });

describe('Route /subscribers/subscribe', () => {
  it('is public: Bus Operator Registration with its three sections and the support line', async () => {
    const { form } = await openStep1();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bus Operator Registration' }),
    ).toBeVisible();
    for (const name of ['Profile Information', 'Company Details', 'Terms and Conditions']) {
      expect(within(form).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // Associations grouped National, State and Regional, Certifications (from the server).
    for (const legend of ['National', 'State and Regional', 'Certifications']) {
      expect(await within(form).findByRole('group', { name: legend })).toBeVisible();
    }
    expect(
      within(screen.getByRole('group', { name: 'National' })).getByRole('checkbox', {
        name: 'United Motorcoach Association',
      }),
    ).not.toBeChecked();
    // The terms text of page 1306, sanitized, in a box that scrolls by keyboard.
    const terms = screen.getByRole('region', { name: 'Terms and Conditions text' });
    expect(terms).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(terms.textContent?.length ?? 0).toBeGreaterThan(50));
    expect(terms.querySelector('script')).toBeNull();
    // Support phone with hours.
    expect(screen.getByText(/Monday to Friday 9am to 5:30pm Eastern/)).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: '(800) 555-0199' }),
    ).toHaveAttribute('href', 'tel:8005550199');
    await waitFor(() =>
      expect(document.title).toBe('Bus Operator Registration | Bus Charter Quotes'),
    );
  });

  it('offers the states of metro_states only', async () => {
    const { form } = await openStep1();
    const select = field(form, 'State');
    await within(select).findByRole('option', { name: 'Texas' });
    const metroStates = [...new Set(getDb().metros.map((metro) => metro.state))];
    // The prompt, then one option per state with a metro.
    expect(within(select).getAllByRole('option')).toHaveLength(metroStates.length + 1);
    expect(within(select).queryByRole('option', { name: 'Alaska' })).toBeNull();
  });

  it('shows every message of section 5 and the form-level summary', async () => {
    const opened = await openStep1();
    await opened.user.click(next(opened.form));
    const summary = await within(opened.form).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    for (const text of [
      'Company name is required.',
      'Company phone is required.',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip code is required.',
      'Contact name is required.',
      'Contact phone is required.',
      'Contact email is required.',
      'DOT Number is required.',
      'Terms and conditions is required.',
    ]) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    // Optional fields say nothing.
    expect(within(summary).queryByText(/Website/)).toBeNull();
  });

  it('checks the DOT number is digits, the e-mail and the website', async () => {
    const opened = await openStep1();
    const { user, form } = opened;
    await user.type(field(form, 'DOT Number'), '12-34');
    await user.type(field(form, 'Contact Email'), 'jordan@');
    await user.type(field(form, 'Company Website'), 'not a url');
    await user.click(next(form));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByText('DOT Number must be a valid number')).toBeInTheDocument();
    expect(within(summary).getByText('Email must be a valid email')).toBeInTheDocument();
    expect(within(summary).getByText('Website must be a valid url')).toBeInTheDocument();
  });

  it('shows the company phone as xxx-xxx-xxxx', async () => {
    const { user, form } = await openStep1();
    await user.type(field(form, 'Company Phone'), '9185550142');
    expect(field(form, 'Company Phone')).toHaveValue('918-555-0142');
    expect(field(form, 'Company Phone')).toHaveAttribute('placeholder', 'xxx-xxx-xxxx');
  });

  it('runs the duplicate check on Next and goes on to the login step', async () => {
    const opened = await openStep1();
    await fillStep1(opened);
    const body = nextBodyOf('/check/register/info');
    await opened.user.click(next(opened.form));
    expect(await body).toEqual({
      dot_number: NEW_COMPANY['DOT Number'],
      contact_email: NEW_COMPANY['Contact Email'],
      city: 'Tulsa',
      address: '200 Main St',
      state: 'OK',
    });
    await waitFor(() =>
      expect(opened.router.state.location.pathname).toBe('/subscribers/subscribeConfirm'),
    );
    expect(await screen.findByLabelText(/Login Name/)).toBeVisible();
  });

  it('shows result.msg when the DOT number is already registered, and keeps everything typed', async () => {
    const opened = await openStep1();
    const taken = getDb().companies[0]?.us_dot_number ?? '';
    await fillStep1(opened, { 'DOT Number': taken });
    await opened.user.click(next(opened.form));
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(
      'A company with this DOT number is already registered.',
    );
    expect(opened.router.state.location.pathname).toBe('/subscribers/subscribe');
    expect(field(opened.form, 'Company Name')).toHaveValue('Prairie Line Coaches');
    expect(field(opened.form, 'DOT Number')).toHaveValue(taken);
  });

  it('fails the check for a contact e-mail that has an account', async () => {
    const opened = await openStep1();
    await fillStep1(opened, { 'Contact Email': 'operator@demo.test' });
    await opened.user.click(next(opened.form));
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(
      'An account with this contact email already exists.',
    );
  });

  it('shows its own text when the check fails without a message', async () => {
    server.use(
      http.post(apiUrl('/check/register/info'), () =>
        HttpResponse.json({ result: { status: 1, msg: '' } }),
      ),
    );
    const opened = await openStep1();
    await fillStep1(opened);
    await opened.user.click(next(opened.form));
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(
      'There was a problem checking your registration. Please try again later.',
    );
  });

  it('checks once however often Next is pressed', async () => {
    const held = holdRequests('post', apiUrl('/check/register/info'));
    const opened = await openStep1();
    await fillStep1(opened);
    await opened.user.click(next(opened.form));
    await held.arrived;
    const busy = within(opened.form).getByRole('button', { name: 'Checking...' });
    expect(busy).toBeDisabled();
    await opened.user.click(busy);
    held.release();
    await waitFor(() =>
      expect(opened.router.state.location.pathname).toBe('/subscribers/subscribeConfirm'),
    );
    expect(held.calls).toBe(1);
  });

  it('keeps what was typed through a reload of the tab', async () => {
    const first = await openStep1();
    await first.user.type(field(first.form, 'Company Name'), 'Prairie Line Coaches');
    await first.user.type(field(first.form, 'DOT Number'), '9876543');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('buscharter:registration')).toContain('9876543'),
    );
    first.unmount();
    const again = await openStep1();
    expect(field(again.form, 'Company Name')).toHaveValue('Prairie Line Coaches');
    expect(field(again.form, 'DOT Number')).toHaveValue('9876543');
  });
});
