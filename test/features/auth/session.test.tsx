import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, registerSession } from '@/lib/apiClient';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessions } from '../../utils/renderWithProviders';

describe('Session end on 401', () => {
  it('logs out, opens the login modal with a short message, and keeps the page', async () => {
    server.use(
      http.get(apiUrl('/subscribers/:companyId/freetrialaccount'), () =>
        HttpResponse.json(
          { success: false, error_message: 'Invalid or expired token.' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderRoute('/join', { preloadedState: { auth: sessions.subscriber } });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(
      within(dialog).getByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close login' }));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join Bus Charter Quotes' })).toBeInTheDocument();
  });

  it('does not end the session for a 401 on a call made without a token', async () => {
    server.use(
      http.post(apiUrl('/newsletter'), () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    );
    const { user } = renderRoute('/join');
    // The login modal, once opened, stays mounted: a session end would show it at once.
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Close login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.type(await screen.findByLabelText('Email address'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText(
        'There was a problem joining our newsletter. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Which 401 ends the session', () => {
  /** A call that the server refuses, while the session's token becomes `tokenThen`. */
  async function refusedWhileTokenBecomes(tokenThen: string) {
    let token = 'token-sent';
    const ended = vi.fn();
    registerSession({ getToken: () => token, onUnauthorized: ended });
    server.use(
      http.get(apiUrl('/probe'), () => {
        token = tokenThen;
        return HttpResponse.json({ success: false }, { status: 401 });
      }),
    );
    await expect(api.get('/probe')).rejects.toMatchObject({ status: 401 });
    return ended;
  }

  it('ends it when the refused token is still the session', async () => {
    expect(await refusedWhileTokenBecomes('token-sent')).toHaveBeenCalledTimes(1);
  });

  it('keeps it when the refused token is no longer the session (a logout and login meanwhile)', async () => {
    expect(await refusedWhileTokenBecomes('token-of-the-new-login')).not.toHaveBeenCalled();
  });
});

describe('What a session end keeps', () => {
  it('keeps the quote cart when the session expires, and empties it on logout', async () => {
    server.use(
      http.get(apiUrl('/subscribers/:companyId/freetrialaccount'), () =>
        HttpResponse.json({ success: false }, { status: 401 }),
      ),
    );
    const { store, user } = renderRoute('/join', {
      preloadedState: {
        auth: sessions.subscriber,
        quoteCart: { quoteRequests: [{ id: 10001, companyName: 'Lone Star Charter Coaches' }] },
      },
    });
    await screen.findByRole('dialog', { name: 'Login' });
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close login' }));
    store.dispatch({ type: 'auth/loggedOut' });
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(0);
  });
});
