import { act, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireRole } from '@/app/guards';
import { makeStore, type RootState } from '@/app/store';
import { initialAuthState, loggedOut, type AuthState } from '@/features/auth/authSlice';
import { sessions } from '../utils/renderWithProviders';

function renderGuarded(
  otherwise: 'login' | 'unauthenticated',
  auth: Partial<AuthState> = {},
  role: 'user' | 'subscriber' = 'user',
) {
  const store = makeStore({ auth: { ...initialAuthState, ...auth } } as Partial<RootState>);
  const router = createMemoryRouter(
    [
      {
        path: '/area',
        element: <RequireRole role={role} otherwise={otherwise} />,
        children: [{ index: true, element: <h1>Private page</h1> }],
      },
      { path: '/subscribers/unauthenticated', element: <h1>Oops!</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/area?tab=2'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('RequireRole', () => {
  it('lets the right role through', async () => {
    renderGuarded('login', sessions.user);
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
  });

  it('sends visitors of the operator tree to the Oops page', async () => {
    const { router } = renderGuarded('unauthenticated');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subscribers/unauthenticated'),
    );
  });

  it('sends an operator whose session ends on the page home, not to the Oops page', async () => {
    const { store, router } = renderGuarded('unauthenticated', sessions.subscriber, 'subscriber');
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks a visitor to log in and remembers the page asked for', async () => {
    const { store } = renderGuarded('login');
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      subscriberLoginModalVisible: true,
      returnTo: '/area?tab=2',
    });
  });

  it('refuses another role without opening the modal', async () => {
    const { store } = renderGuarded('login', sessions.subscriber);
    expect(await screen.findByText(/This page is for traveller accounts/)).toBeInTheDocument();
    expect(store.getState().auth.subscriberLoginModalVisible).toBe(false);
  });
});
