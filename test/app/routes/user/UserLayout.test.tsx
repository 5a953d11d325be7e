import { screen, waitFor, within } from '@testing-library/react';
import { initialAuthState } from '@/features/auth/authSlice';
import { initialUserMessagesState } from '@/features/userMessages/userMessagesSlice';
import { renderRoute, sessionFor, sessions } from '../../../utils/renderWithProviders';
import { renderAsTraveller } from './helpers';

function renderWithUnread(unreadCount: number) {
  return renderRoute('/users/quote-history', {
    preloadedState: {
      auth: sessionFor('traveller@demo.test'),
      userMessages: { ...initialUserMessagesState, unreadCount },
    },
  });
}

describe('User area layout', () => {
  it('has the side menu Quote History, My Account, Messages and marks the current page', async () => {
    renderAsTraveller('/users/messages');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Quote History',
      'My Account',
      'Messages',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/users/quote-history',
      '/users/my-account',
      '/users/messages',
    ]);
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('moves between the account pages from the menu', async () => {
    const { user, router } = renderAsTraveller('/users/quote-history');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    await user.click(within(menu).getByRole('link', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/users/my-account');
  });

  it('hides the Messages badge at 0 unread', async () => {
    renderWithUnread(0);
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
  });

  it.each([1, 99])('shows the Messages badge at %i unread', async (count) => {
    renderWithUnread(count);
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: `Messages (${count} unread)` })).toBeVisible();
  });

  it('hides the Messages badge at 100 unread', async () => {
    renderWithUnread(100);
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    const link = within(menu).getByRole('link', { name: /Messages/ });
    expect(link).toHaveTextContent(/^Messages$/);
  });

  it('sends /users to the quote history', async () => {
    const { router } = renderAsTraveller('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/quote-history'));
  });
});

describe('User area guard', () => {
  it.each([
    ['/users/quote-history', 'Quote History'],
    ['/users/messages', 'Messages'],
    ['/users/my-account', 'My Account'],
  ])(
    'asks a visitor on %s to log in, then brings them back to that page',
    async (path, heading) => {
      const { user, router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeVisible();
      const dialog = await screen.findByRole('dialog', { name: 'Login' });
      await user.type(within(dialog).getByLabelText(/UserName/), 'traveller@demo.test');
      await user.type(within(dialog).getByLabelText(/Password/), 'Travel2026!');
      await user.click(within(dialog).getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('navigation', { name: 'Account' })).toBeVisible();
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('logging out from an account page goes home without asking to log in again', async () => {
    const { user, router } = renderAsTraveller('/users/my-account');
    await screen.findByRole('form', { name: 'Profile' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an expired session asks to log in again and brings the user back to the page', async () => {
    const { user, router } = renderRoute('/users/messages', {
      preloadedState: { auth: { ...sessions.user, apiToken: 'expired-token' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Your session has ended. Please log in again.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/UserName/), 'traveller@demo.test');
    await user.type(within(dialog).getByLabelText(/Password/), 'Travel2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('table', { name: /Messages you sent/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/users/messages');
  });

  it('refuses a subscriber without showing the account pages', async () => {
    renderRoute('/users/messages', { preloadedState: { auth: sessionFor('operator@demo.test') } });
    expect(await screen.findByText(/This page is for traveller accounts/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('refuses an admin', async () => {
    renderRoute('/users/my-account', {
      preloadedState: { auth: { ...initialAuthState, ...sessionFor('admin@demo.test') } },
    });
    expect(await screen.findByText(/This page is for traveller accounts/)).toBeVisible();
  });
});
