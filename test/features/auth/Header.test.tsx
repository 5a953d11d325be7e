import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, sessionFor } from '../../utils/renderWithProviders';
import { recordLocations } from '../../utils/locations';

describe('Header', () => {
  it('offers Join and Login to visitors', async () => {
    renderRoute('/join');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('lists the ten Discover links on the marketing site, opening safely in a new tab', async () => {
    const { user } = renderRoute('/join');
    await user.click(await screen.findByRole('button', { name: 'Discover' }));
    const names = [
      'About Us',
      'Cities',
      'Bus Types',
      'Blog',
      'Licensing and Insurance',
      'Group Travel Planner',
      'Operating Authority',
      'Testimonials',
      'Customer Service',
      'Travel Tips',
    ];
    for (const name of names) {
      const link = screen
        .getAllByRole('link', { name })
        .find((element) => element.classList.contains('dropdown-item'));
      expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/www\.buscharterquotes\.example\//),
      );
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each([
    ['traveller@demo.test', '/users/quote-history'],
    ['operator@demo.test', '/subscribers/listings'],
    ['admin@demo.test', '/admin/reports'],
  ])('points My Account of %s to %s', async (email, target) => {
    renderRoute('/join', { preloadedState: { auth: sessionFor(email) } });
    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', target);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('Logout clears the session and every slice, and goes to /', async () => {
    const rendered = renderRoute('/join', {
      preloadedState: {
        auth: sessionFor('traveller@demo.test'),
        newsletter: { status: 'succeeded', error: null, joinSuccess: true },
      },
    });
    const seen = recordLocations(rendered.router);
    expect(await screen.findByText('Thank you for joining our newsletter')).toBeInTheDocument();
    await rendered.user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(seen).toContain('/'));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
    // The newsletter's thanks went with the rest of the state.
    expect(screen.queryByText('Thank you for joining our newsletter')).toBeNull();
  });

  it('opens and closes the Discover menu by keyboard, returning focus to its button', async () => {
    const { user } = renderRoute('/join');
    const button = await screen.findByRole('button', { name: 'Discover' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Travel Tips' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('collapses the phone menu behind a labelled toggle that closes after navigating', async () => {
    const { user } = renderRoute('/join');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('has a skip link to the main content', async () => {
    renderRoute('/join');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(within(document.body).getByRole('main')).toHaveAttribute('id', 'main');
  });
});
