import { screen, waitFor } from '@testing-library/react';
import { renderRoute, sessions, sessionFor } from '../../../utils/renderWithProviders';

describe('The admin tree guard', () => {
  it.each([
    ['a logged-out visitor', {}],
    ['a traveller', { auth: sessionFor('traveller@demo.test') }],
    ['an operator', { auth: sessionFor('operator@demo.test') }],
    // The role is the server's login_type: a login without it is no admin.
    ['a login without a role', { auth: { ...sessions.admin, loginType: null } }],
  ])('sends %s to the Oops page, which offers the login', async (_, preloadedState) => {
    const { router } = renderRoute('/admin/reports', { preloadedState });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subscribers/unauthenticated'),
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Click here to log in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin Reports' })).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    const { router } = renderRoute('/admin/reports', {
      preloadedState: { auth: sessionFor('admin@demo.test') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Reports' })).toBeVisible();
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toBe('Admin Reports | Bus Charter Quotes'));
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('has no page at /admin itself (unknown paths go home)', async () => {
    const { router } = renderRoute('/admin', {
      preloadedState: { auth: sessionFor('admin@demo.test') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
