// @vitest-environment jsdom
// The folded menu's spoken name joins inline spans ("menu: My Account"): happy-dom reports no
// display for a span, so the name would get block spacing ("menu : My Account").
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, sessions, sessionFor } from '../../../utils/renderWithProviders';
import { OPERATOR, renderAsOperator, unreadIs } from './helpers';

describe('The operator tree guard', () => {
  it.each([
    ['a visitor', {}],
    ['a traveller', { auth: sessions.user }],
    ['an admin', { auth: sessions.admin }],
    ['a subscriber login without a company', { auth: { ...sessions.subscriber, companyId: null } }],
  ])('sends %s to the Oops page', async (_, preloadedState) => {
    const { router } = renderRoute('/subscribers/my-account', { preloadedState });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subscribers/unauthenticated'),
    );
  });

  it('lets an operator in', async () => {
    const { router } = renderAsOperator('/subscribers/my-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Management' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/subscribers/my-account');
  });
});

describe('Route /subscribers/my-account', () => {
  it('welcomes the contact by name with the old-site notice', async () => {
    renderAsOperator('/subscribers/my-account');
    const contact = sessionFor(OPERATOR).contactName ?? '';
    expect(contact).not.toBe('');
    expect(await screen.findByText(`Welcome, ${contact}!`)).toBeVisible();
    expect(screen.getByText(/the old site remains available/)).toBeVisible();
  });

  it('has the side menu with the screens that exist, the current one marked', async () => {
    renderAsOperator('/subscribers/my-account');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    const links = within(menu).getAllByRole('link');
    // The spec's order; a badge's number (Messages) is not part of the label.
    expect(links.map((link) => link.firstElementChild?.textContent)).toEqual([
      'Company',
      'Listings',
      'Bid for Placement',
      'Reports',
      'Reviews',
      'Payments',
      'Messages',
      'Invoice',
      'My Account',
    ]);
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/subscribers/company',
    );
    // On a phone the list folds into this one control (CSS); it names the current page and
    // says whether it is open.
    // Closed, it also says how many messages are unread (the demo operator has 5).
    const toggle = await within(menu).findByRole('button', {
      name: 'Account menu: My Account 5 unread',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("puts the unread count on the menu's Messages link, absent at 0, hidden at 100 or more", async () => {
    unreadIs(7);
    const first = renderAsOperator('/subscribers/my-account');
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(menu).findByRole('link', { name: 'Messages (7 unread)' })).toHaveAttribute(
      'href',
      '/subscribers/messages',
    );
    first.unmount();
    for (const count of [0, 100]) {
      unreadIs(count);
      const { store, unmount } = renderAsOperator('/subscribers/my-account');
      await waitFor(() => expect(store.getState().operatorMessages?.unreadCount).toBe(count));
      const links = within(screen.getByRole('navigation', { name: 'Account' }));
      expect(links.getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
      unmount();
    }
  });
});
