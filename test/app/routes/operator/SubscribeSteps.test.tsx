import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { renderRoute, type Rendered } from '../../../utils/renderWithProviders';
import { nextBodyOf } from '../user/helpers';
import { field } from './helpers';

const REGISTER_FAILED = 'There was a problem creating your account. Please try again later.';
const STORAGE_KEY = 'buscharter:registration';

const PROFILE = {
  companyName: 'Prairie Line Coaches',
  companyPhone: '918-555-0142',
  companyWebsite: '',
  address: '200 Main St',
  addressLine2: '',
  city: 'Tulsa',
  state: 'OK',
  zipCode: '74103',
  contactName: 'Jordan Avery',
  contactPhone: '918-555-0143',
  contactPhoneExtension: '',
  contactEmail: 'jordan@prairieline.example',
  dotNumber: '9876543',
  associations: [1],
  agreeToTerms: true,
};

/** A tab that already passed step 1 (the draft as redux-persist writes it). */
function seedDraft(extra: Record<string, unknown> = {}) {
  const draft: Record<string, unknown> = {
    profile: PROFILE,
    profileChecked: true,
    loginName: '',
    plan: { accountStatus: '', ccRecurring: '', paymentOption: 1 },
    companyId: null,
    ...extra,
  };
  const stored = Object.fromEntries(
    Object.entries({ ...draft, _persist: { version: 1, rehydrated: true } }).map(([key, value]) => [
      key,
      JSON.stringify(value),
    ]),
  );
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** The draft is cleared once registered (and its last write has landed before the next test). */
async function draftCleared() {
  await waitFor(() =>
    expect(window.sessionStorage.getItem(STORAGE_KEY) ?? '').not.toContain('9876543'),
  );
}

/** Every path the router went through (a redirect's target included). */
function visited(rendered: Rendered): string[] {
  const seen = [rendered.router.state.location.pathname];
  rendered.router.subscribe((state) => seen.push(state.location.pathname));
  return seen;
}

async function passLoginStep(rendered: Rendered, loginName = 'prairieline') {
  const form = await screen.findByRole('form', { name: 'Login Information' });
  await rendered.user.type(field(form, 'Login Name'), loginName);
  await rendered.user.type(field(form, 'Password'), 'Coach2026!');
  await rendered.user.type(field(form, 'Confirm Password'), 'Coach2026!');
  await rendered.user.click(within(form).getByRole('button', { name: 'Next' }));
  return screen.findByRole('form', { name: 'Payment Plan' });
}

async function choosePlan(rendered: Rendered, form: HTMLElement) {
  await rendered.user.selectOptions(field(form, 'Account Status'), 'cc_recurring');
  await rendered.user.selectOptions(field(form, 'CC Recurring'), '13');
  await rendered.user.selectOptions(field(form, 'Payment Option'), '2');
}

describe('Route /subscribers/subscribeConfirm', () => {
  it('sends a visitor who has not passed step 1 back to it', async () => {
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    await screen.findByRole('form', { name: 'Bus Operator Registration' });
    expect(rendered.router.state.location.pathname).toBe('/subscribers/subscribe');
  });

  it('shows the DOT number and e-mail disabled, and the login step messages', async () => {
    seedDraft();
    const { user } = renderRoute('/subscribers/subscribeConfirm');
    const form = await screen.findByRole('form', { name: 'Login Information' });
    expect(field(form, 'DOT Number')).toHaveValue('9876543');
    expect(field(form, 'DOT Number')).toBeDisabled();
    expect(field(form, 'Email')).toHaveValue('jordan@prairieline.example');
    expect(field(form, 'Email')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    for (const text of [
      'Login Name is required.',
      'Password must be at least 8 characters long.',
      'Confirmation new password is required.',
    ]) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    await user.type(field(form, 'Password'), 'short');
    await user.type(field(form, 'Confirm Password'), 'different');
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(form).getAllByText('Passwords must match.').length).toBeGreaterThan(0),
    );
    expect(
      within(form).getAllByText('Password must be at least 8 characters long.').length,
    ).toBeGreaterThan(0);
  });

  it('shows the server text when the login name is taken', async () => {
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await screen.findByRole('form', { name: 'Login Information' });
    await rendered.user.type(field(form, 'Login Name'), 'operator@demo.test');
    await rendered.user.type(field(form, 'Password'), 'Coach2026!');
    await rendered.user.type(field(form, 'Confirm Password'), 'Coach2026!');
    await rendered.user.click(within(form).getByRole('button', { name: 'Next' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This login name is already taken. Please choose another.',
    );
    expect(rendered.router.state.location.pathname).toBe('/subscribers/subscribeConfirm');
  });
});

describe('Route /subscribers/subscribePayment', () => {
  it('offers the account statuses, the 13 billing days and the payment options (Monthly first)', async () => {
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(rendered);
    expect(rendered.router.state.location.pathname).toBe('/subscribers/subscribePayment');
    const days = within(field(form, 'CC Recurring')).getAllByRole('option').slice(1);
    expect(days.map((option) => option.textContent)).toEqual(
      [
        '1st',
        '4th',
        '7th',
        '10th',
        '13th',
        '15th',
        '18th',
        '19th',
        '21st',
        '23rd',
        '25th',
        '27th',
        '29th',
      ].map((day) => `Recurring ${day}`),
    );
    expect(
      within(field(form, 'Payment Option'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Monthly', 'Quarterly', 'Six Months', 'Annual']);
    expect(field(form, 'Payment Option')).toHaveValue('1');
    expect(
      within(field(form, 'Account Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account status', 'CC Recurring', 'Invoiced']);
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByText('Account Status is required.')).toBeInTheDocument();
    expect(within(summary).getByText('CC Recurring is required.')).toBeInTheDocument();
  });

  it('registers, logs in with the chosen credentials and lands where the setup progress says', async () => {
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(rendered);
    await choosePlan(rendered, form);
    const paths = visited(rendered);
    const registerBody = nextBodyOf('/subscribers/registration/register');
    const planBody = nextBodyOf('/subscribers/registration/payment_plan');
    const loginBody = nextBodyOf('/login');
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    expect(await registerBody).toMatchObject({
      company_name: 'Prairie Line Coaches',
      company_phone: '918-555-0142',
      address_line_2: '',
      zip_code: '74103',
      contact_email: 'jordan@prairieline.example',
      dot_number: '9876543',
      associations: [1],
      login_email: 'jordan@prairieline.example',
      login_name: 'prairieline',
      login_password: 'Coach2026!',
      login_password_confirm: 'Coach2026!',
      agree_to_terms: true,
    });
    const company = getDb().companies.find((row) => row.us_dot_number === '9876543');
    expect(await planBody).toEqual({
      company_id: company?.id,
      account_status: 'cc_recurring',
      cc_recurring: 13,
      payment_option: 2,
    });
    expect(await loginBody).toEqual({
      email: 'jordan@prairieline.example',
      password: 'Coach2026!',
    });
    // A new company is at setup step 1.
    await waitFor(() => expect(paths).toContain('/subscribers/init'));
    const { auth } = rendered.store.getState();
    expect(auth).toMatchObject({ loggedIn: true, loginType: 'subscriber', companyId: company?.id });
    // Nothing of the draft is kept once registered.
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORAGE_KEY) ?? '').not.toContain('9876543'),
    );
  });

  it('opens the company page with its confirmation when setup is complete', async () => {
    server.use(
      http.get(apiUrl('/company/progress/get/company/setup/index'), () =>
        HttpResponse.json({ status: { code: 0, msg: 'success' }, result: 6 }),
      ),
    );
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(rendered);
    await choosePlan(rendered, form);
    const paths = visited(rendered);
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(paths).toContain('/subscribers/company/new'));
    await draftCleared();
  });

  it('shows the server message on failure, else the spec text, keeping everything typed', async () => {
    server.use(
      http.post(apiUrl('/subscribers/registration/register'), () =>
        HttpResponse.json({ success: false, error_message: 'Our review desk is closed today.' }),
      ),
    );
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(rendered);
    await choosePlan(rendered, form);
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Our review desk is closed today.',
    );
    expect(field(form, 'CC Recurring')).toHaveValue('13');
    expect(field(form, 'Payment Option')).toHaveValue('2');

    server.use(
      http.post(apiUrl('/subscribers/registration/register'), () =>
        HttpResponse.json({ success: false, error_message: { code: 7 } }),
      ),
    );
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(REGISTER_FAILED));
    expect(rendered.router.state.location.pathname).toBe('/subscribers/subscribePayment');
  });

  it('registers once however often the button is pressed', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/registration/register'));
    seedDraft();
    const rendered = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(rendered);
    await choosePlan(rendered, form);
    const paths = visited(rendered);
    await rendered.user.click(within(form).getByRole('button', { name: 'Complete Registration' }));
    await held.arrived;
    const busy = within(form).getByRole('button', { name: 'Creating your account...' });
    expect(busy).toBeDisabled();
    await rendered.user.click(busy);
    held.release();
    await waitFor(() => expect(paths).toContain('/subscribers/init'));
    expect(held.calls).toBe(1);
    await draftCleared();
  });

  it('never stores a password; after a reload the login step asks for it again', async () => {
    seedDraft();
    const first = renderRoute('/subscribers/subscribeConfirm');
    const form = await passLoginStep(first);
    await choosePlan(first, form);
    await waitFor(() =>
      expect(window.sessionStorage.getItem(STORAGE_KEY)).toContain('prairieline'),
    );
    expect(window.sessionStorage.getItem(STORAGE_KEY)).not.toContain('Coach2026!');
    first.unmount();

    const again = renderRoute('/subscribers/subscribePayment');
    const login = await screen.findByRole('form', { name: 'Login Information' });
    expect(again.router.state.location.pathname).toBe('/subscribers/subscribeConfirm');
    expect(field(login, 'Login Name')).toHaveValue('prairieline');
    expect(field(login, 'Password')).toHaveValue('');
    // The plan chosen before the reload is still there.
    await again.user.type(field(login, 'Password'), 'Coach2026!');
    await again.user.type(field(login, 'Confirm Password'), 'Coach2026!');
    await again.user.click(within(login).getByRole('button', { name: 'Next' }));
    const plan = await screen.findByRole('form', { name: 'Payment Plan' });
    expect(field(plan, 'CC Recurring')).toHaveValue('13');
  });

  it('goes back to step 1 on Back from the payment step', async () => {
    seedDraft();
    // Step 1 -> step 2 (pushed) -> step 3 (replacing step 2).
    const tab = renderRoute('/subscribers/subscribe');
    await screen.findByRole('form', { name: 'Bus Operator Registration' });
    await tab.router.navigate('/subscribers/subscribeConfirm');
    await passLoginStep(tab);
    await tab.router.navigate(-1);
    await waitFor(() => expect(tab.router.state.location.pathname).toBe('/subscribers/subscribe'));
  });
});
