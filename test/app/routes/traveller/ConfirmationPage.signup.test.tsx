import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FORM_SUMMARY_TEXT } from '@/config/constants';
import { getDb } from '@/mocks/db/store';
import { DUPLICATE_EMAIL } from '@/mocks/handlers/users';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { renderRoute } from '../../../utils/renderWithProviders';
import { submittedQuote } from '../../../features/tripRequest/tripForm';
import { seedVisitorQuote } from '../../../features/tripRequest/visitorQuote';
import { enterText } from '../../../utils/enterText';

const SIGNUP_FAILED = 'There was a problem creating your account. Please try again later.';

async function renderForm(quoteNumber = seedVisitorQuote()) {
  const rendered = renderRoute('/confirmation', {
    preloadedState: { tripRequest: submittedQuote(quoteNumber) },
  });
  const form = await screen.findByRole('form', { name: 'Create account' });
  return { ...rendered, form, quoteNumber };
}

const ACCOUNT = {
  firstName: 'Riley',
  lastName: 'Moreno',
  about: 'Band director, Lakeview High.',
  email: 'riley.moreno@example.org',
  password: 'campfire88',
  confirmationPassword: 'campfire88',
};

async function fillAccount(
  user: UserEvent,
  form: HTMLElement,
  values: Partial<typeof ACCOUNT> = {},
) {
  const input = { ...ACCOUNT, ...values };
  const fields = [
    [/First name$/, input.firstName],
    [/Last name$/, input.lastName],
    [/About yourself$/, input.about],
    [/Email$/, input.email],
    [/Password$/, input.password],
    [/Password confirmation$/, input.confirmationPassword],
  ] as const;
  for (const [label, value] of fields) {
    const control = within(form).getByLabelText(label);
    await user.clear(control);
    if (value) await enterText(user, control, value);
  }
}

describe('Account creation on /confirmation', () => {
  it.each([
    [/First name$/, '', 'First name is required'],
    [/Last name$/, '', 'Last name is required'],
    [/Email$/, '', 'Email is required'],
    [/Email$/, 'riley@', 'Must use valid email'],
    [/Password$/, '', 'Password must be at least 8 characters long'],
    [/Password$/, 'short', 'Password must be at least 8 characters long'],
    [/Password confirmation$/, '', 'Confirmationpassword is required'],
  ])('shows the spec message for %s "%s": %s', async (label, value, message) => {
    const { user, form } = await renderForm();
    const control = within(form).getByLabelText(label);
    await user.click(control);
    if (value) await user.type(control, value);
    await user.tab();
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('says "Passwords must match" when the confirmation differs', async () => {
    const { user, form } = await renderForm();
    await user.type(within(form).getByLabelText(/Password$/), 'campfire88');
    await user.type(within(form).getByLabelText(/Password confirmation$/), 'campfire89');
    await user.tab();
    expect(await within(form).findByText('Passwords must match')).toBeInTheDocument();
  });

  it('shows the summary on a submit with mistakes and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/users/register'), () => {
        calls += 1;
      }),
    );
    const { user, form } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
    const summary = await within(form).findByText(FORM_SUMMARY_TEXT);
    expect(summary.closest('[role="alert"]')).toHaveTextContent('First name is required');
    expect(calls).toBe(0);
  });

  it('creates the account, logs in, attaches the quote with the new token and says so', async () => {
    const associations: { path: string; token: string | null }[] = [];
    server.use(
      http.post(apiUrl('/users/quotes/:quoteNumber/associate'), ({ request }) => {
        associations.push({
          path: new URL(request.url).pathname,
          token: request.headers.get('X-User-Token'),
        });
      }),
    );
    const { user, form, quoteNumber } = await renderForm();
    await fillAccount(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));

    const done = await screen.findByRole('status', { name: 'Your account is ready' });
    expect(done).toHaveTextContent(`quote ${quoteNumber} is in your quote history`);
    expect(within(done).getByRole('link', { name: 'View My Quote History' })).toHaveAttribute(
      'href',
      '/users/quote-history',
    );
    const account = getDb().accounts.find((row) => row.email === ACCOUNT.email);
    expect(account?.login_type).toBe('user');
    expect(account?.api_token).toBeTruthy();
    expect(associations).toEqual([
      { path: `/api/v1/users/quotes/${quoteNumber}/associate`, token: account?.api_token },
    ]);
    const quote = getDb().quotes.find((row) => row.quote_number === quoteNumber);
    expect(quote?.user_id).toBe(account?.user_id);
    expect(getDb().users.find((row) => row.user_id === account?.user_id)).toMatchObject({
      about: ACCOUNT.about,
      email: ACCOUNT.email,
    });
    // Logged in as a traveller: the header's My Account leads to the quote history.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/users/quote-history',
    );
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs in but warns when the quote could not be attached', async () => {
    server.use(
      http.post(apiUrl('/users/quotes/:quoteNumber/associate'), () =>
        HttpResponse.json({ success: false, error_message: 'Quote is locked.' }),
      ),
    );
    const { user, form } = await renderForm();
    await fillAccount(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
    const done = await screen.findByRole('status', { name: 'Your account is ready' });
    expect(done).toHaveTextContent('could not be added to your account: Quote is locked.');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the email is taken, keeping what was typed", async () => {
    const { user, form } = await renderForm();
    await fillAccount(user, form, { email: 'traveller@demo.test' });
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DUPLICATE_EMAIL);
    expect(within(form).getByLabelText(/First name$/)).toHaveValue('Riley');
    expect(within(form).getByLabelText(/About yourself$/)).toHaveValue(ACCOUNT.about);
    expect(within(form).getByLabelText(/Email$/)).toHaveValue('traveller@demo.test');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'a failure without text',
      () => HttpResponse.json({ success: false, error_message: { a: 1 } }),
    ],
    ['a success without a token', () => HttpResponse.json({ success: true, user: {} })],
    ['a server error', () => HttpResponse.json(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('falls back to the spec text on %s', async (_, answer) => {
    server.use(http.post(apiUrl('/users/register'), answer));
    const { user, form } = await renderForm();
    await fillAccount(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SIGNUP_FAILED);
    expect(within(form).getByLabelText(/Last name$/)).toHaveValue('Moreno');
  });

  it('cannot be sent twice while the registration runs', async () => {
    const register = holdRequests('post', apiUrl('/users/register'), () =>
      HttpResponse.json({ success: false, error_message: 'Try later.' }),
    );
    const { user, form } = await renderForm();
    await fillAccount(user, form);
    const button = within(form).getByRole('button', { name: 'Create My Account' });
    await user.click(button);
    await register.arrived;
    // While it runs: the button says so, and pressing it again sends nothing more.
    const busy = within(form).getByRole('button', { name: /Creating your account/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    register.release();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Try later.');
    expect(register.calls).toBe(1);
  });
});
