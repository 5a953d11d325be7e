import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessionFor } from '../../../utils/renderWithProviders';
import { CART, fillTripForm, tripLabel } from '../../../features/tripRequest/tripForm';

/** GET /users/profile as the contract describes it, recording the token it was called with. */
function profile(user: Record<string, unknown>): string[] {
  const tokens: string[] = [];
  server.use(
    http.get(apiUrl('/users/profile'), ({ request }) => {
      tokens.push(request.headers.get('X-User-Token') ?? '');
      return HttpResponse.json({ success: true, user });
    }),
  );
  return tokens;
}

describe('Route /review for a logged-in traveller', () => {
  it('prefills name, email and phone from the profile', async () => {
    const auth = sessionFor('traveller@demo.test');
    const tokens = profile({
      id: 1,
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana.whitfield@example.org',
      phone: '2145550199',
    });
    renderRoute('/review', { preloadedState: { auth, quoteCart: CART } });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    await waitFor(() =>
      expect(within(form).getByLabelText(tripLabel('email'))).toHaveValue(
        'dana.whitfield@example.org',
      ),
    );
    expect(within(form).getByLabelText(tripLabel('firstName'))).toHaveValue('Dana');
    expect(within(form).getByLabelText(tripLabel('lastName'))).toHaveValue('Whitfield');
    expect(within(form).getByLabelText(tripLabel('phone'))).toHaveValue('2145550199');
    expect(tokens).toEqual([auth.apiToken]);
  });

  it('does not overwrite what the traveller typed before the profile arrived', async () => {
    const auth = sessionFor('traveller@demo.test');
    let answer: (() => void) | null = null;
    server.use(
      http.get(apiUrl('/users/profile'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({
          success: true,
          user: { id: 1, first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.org' },
        });
      }),
    );
    const { user } = renderRoute('/review', { preloadedState: { auth, quoteCart: CART } });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    await user.type(within(form).getByLabelText(tripLabel('email')), 'group@example.org');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() =>
      expect(within(form).getByLabelText(tripLabel('email'))).toHaveValue('group@example.org'),
    );
  });

  it('keeps the name of the session when the profile is unavailable', async () => {
    const auth = sessionFor('traveller@demo.test');
    server.use(
      http.get(apiUrl('/users/profile'), () =>
        HttpResponse.json({ success: false, error_message: 'Down' }),
      ),
    );
    const { store } = renderRoute('/review', { preloadedState: { auth, quoteCart: CART } });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    // Nothing on screen marks the failure (by design): the request state says the answer came.
    await waitFor(() =>
      expect(store.getState().userAccount?.requests.fetchProfile.status).toBe('failed'),
    );
    expect(within(form).getByLabelText(tripLabel('firstName'))).toHaveValue(auth.firstName);
    expect(within(form).getByLabelText(tripLabel('email'))).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the token and the quote is kept for the user', async () => {
    const auth = sessionFor('traveller@demo.test');
    profile({ id: 1, first_name: 'Dana', last_name: 'Whitfield', email: 'dana@example.org' });
    const tokens: string[] = [];
    server.use(
      http.post(apiUrl('/quote/request'), ({ request }) => {
        tokens.push(request.headers.get('X-User-Token') ?? '');
      }),
    );
    const { user } = renderRoute('/review', {
      preloadedState: { auth, quoteCart: CART },
    });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    await waitFor(() =>
      expect(within(form).getByLabelText(tripLabel('email'))).toHaveValue('dana@example.org'),
    );
    await fillTripForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit Quote Request' }));
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(tokens).toEqual([auth.apiToken]);
    const quoteNumber = screen.getByText(/^Q-\d{6}-\d{4}$/).textContent;
    const saved = getDb().quotes.find((quote) => quote.quote_number === quoteNumber);
    expect(saved?.user_id).toBe(auth.userId);
    // A logged-in traveller has an account already: no sign-up form, a way to the history.
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Quote History' })).toHaveAttribute(
      'href',
      '/users/quote-history',
    );
  });

  it('does not ask for a profile for an operator', async () => {
    const auth = sessionFor('operator@demo.test');
    const tokens = profile({ id: 9, first_name: 'X', last_name: 'Y', email: 'x@example.org' });
    renderRoute('/review', { preloadedState: { auth, quoteCart: CART } });
    const form = await screen.findByRole('form', { name: 'Trip request' });
    expect(within(form).getByLabelText(tripLabel('firstName'))).toHaveValue('');
    expect(tokens).toEqual([]);
  });
});
