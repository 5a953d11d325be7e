import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { LOCALE_KEY } from '@/lib/i18n/locale';
import { renderRoute } from '../../utils/renderWithProviders';

describe('the language switch', () => {
  it('turns the page to Spanish in place: typed text stays, html lang and the header change', async () => {
    const { user } = renderRoute(paths.forgotPassword);
    // The page's own field (the footer's newsletter has an email field too).
    const form = await screen.findByRole('form', { name: 'Forgot password' });
    const email = within(form).getByLabelText(/Email/);
    await user.type(email, 'dana@example.com');

    const header = screen.getByRole('banner');
    const english = within(header).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(within(header).getByRole('button', { name: 'Español' }));

    expect(await within(header).findByRole('link', { name: 'Buscar un autobús' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es-US');
    expect(within(header).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(header).getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    // The same field, not a new one: nothing remounted, what was typed is still there.
    expect(screen.getByDisplayValue('dana@example.com')).toBe(email);
    // Kept for the next visit.
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('es-US');

    // And back, from the footer's switch.
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'English' }));
    expect(await within(header).findByRole('link', { name: 'Find a Bus' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByDisplayValue('dana@example.com')).toBe(email);
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('en');
  });

  it('reads a login rule in the language of the moment, without checking again', async () => {
    const { user } = renderRoute(paths.home);
    const password = await screen.findByLabelText(/Password/);
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeVisible();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Escriba su contraseña')).toBeVisible();
  });
});
