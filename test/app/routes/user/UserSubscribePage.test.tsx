import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { renderRoute } from '../../../utils/renderWithProviders';
import { field, nextBodyOf } from './helpers';
import { enterText } from '../../../utils/enterText';

const SIGNUP_FAILED = 'There was a problem creating your account. Please try again later.';

async function openForm() {
  const rendered = renderRoute('/users/subscribe');
  const form = await screen.findByRole('form', { name: 'Create your account' });
  return { ...rendered, form };
}

async function fillIn(
  { user, form }: Awaited<ReturnType<typeof openForm>>,
  overrides: Partial<Record<string, string>> = {},
) {
  const values: Record<string, string> = {
    'First name': 'Riley',
    'Last name': 'Nguyen',
    Company: 'Westside Chess Club',
    'About Yourself': 'I run the chess club trips.',
    Email: 'riley.nguyen@example.org',
    Password: 'checkmate42',
    'Confirm Password': 'checkmate42',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await enterText(user, field(form, label), value);
  }
}

describe('Route /users/subscribe', () => {
  it('is public and asks for the registration fields, company optional', async () => {
    const { form } = await openForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Traveller Account' }),
    ).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm Password']) {
      expect(field(form, label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Company', 'About Yourself']) {
      expect(field(form, label)).toHaveAttribute('aria-required', 'false');
    }
    expect(field(form, 'Password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toBe('Register | Bus Charter Quotes'));
  });

  it('shows the spec messages', async () => {
    const opened = await openForm();
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Create My Account' }));
    const summary = await within(opened.form).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Some fields are invalid, please check all fields and try again',
    );
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 8 characters long',
      'Confirmationpassword is required',
    ]) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(within(summary).queryByText(/Company/)).not.toBeInTheDocument();
  });

  it('checks the email and that the passwords match', async () => {
    const opened = await openForm();
    await fillIn(opened, { Email: 'not-an-email', 'Confirm Password': 'checkmate43' });
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Create My Account' }));
    const summary = await within(opened.form).findByRole('alert');
    expect(summary).toHaveTextContent('Must use valid email');
    expect(summary).toHaveTextContent('Passwords must match');
  });

  it('registers, logs the new user in and lands on the quote history', async () => {
    const opened = await openForm();
    await fillIn(opened);
    const body = nextBodyOf('/users/register');
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Create My Account' }));
    await waitFor(() => expect(opened.router.state.location.pathname).toBe('/users/quote-history'));
    // The quote history answers the new account's token: it is logged in as a traveller.
    expect(await screen.findByText('No previous quotes')).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
    expect(await body).toEqual({
      email: 'riley.nguyen@example.org',
      password: 'checkmate42',
      first_name: 'Riley',
      last_name: 'Nguyen',
      about: 'I run the chess club trips.',
      company: 'Westside Chess Club',
    });
    expect(getDb().users.some((row) => row.email === 'riley.nguyen@example.org')).toBe(true);
  });

  it("shows the server's text and keeps what was typed", async () => {
    const opened = await openForm();
    await fillIn(opened, { Email: 'traveller@demo.test' });
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Create My Account' }));
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(/already exists/);
    expect(field(opened.form, 'First name')).toHaveValue('Riley');
    expect(field(opened.form, 'Password')).toHaveValue('checkmate42');
    expect(opened.router.state.location.pathname).toBe('/users/subscribe');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['no text', () => HttpResponse.json({ success: false })],
    ['a network failure', () => HttpResponse.error()],
  ])('falls back to the spec text on a failure with %s', async (_, answer) => {
    server.use(http.post(apiUrl('/users/register'), answer));
    const opened = await openForm();
    await fillIn(opened);
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Create My Account' }));
    expect(await within(opened.form).findByRole('alert')).toHaveTextContent(SIGNUP_FAILED);
  });

  it('registers once however often the button is pressed', async () => {
    const register = holdRequests('post', apiUrl('/users/register'), () =>
      HttpResponse.json({ success: false, error_message: 'Try later' }),
    );
    const opened = await openForm();
    await fillIn(opened);
    const button = within(opened.form).getByRole('button', { name: 'Create My Account' });
    await opened.user.click(button);
    await register.arrived;
    // While it runs: the button says so, and pressing it or Enter sends nothing more.
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Creating your account...');
    await opened.user.click(button);
    await opened.user.type(field(opened.form, 'Email'), '{Enter}');
    register.release();
    expect(await within(opened.form).findByText('Try later')).toBeVisible();
    expect(register.calls).toBe(1);
  });

  it('offers the login modal to people who already have an account', async () => {
    const { user, router } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog).toBeVisible();
    await user.type(within(dialog).getByLabelText(/UserName/), 'traveller@demo.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'Travel2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/quote-history'));
  });
});
