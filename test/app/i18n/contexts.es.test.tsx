import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { quoteFixtures } from '../routes/user/fixtures';
import { renderAsTraveller } from '../routes/user/helpers';

/**
 * One English text with two meanings has two messages (a context each), so each reads right in
 * Spanish (issue 46): "Join" the site and "Join" the newsletter, "Login" the action and the
 * account's login details, "From" and "To" a trip's ends and a message's recipient.
 */
describe('one meaning, one message, in Spanish', () => {
  it('the header joins the site, the footer subscribes; Login heads the login details', async () => {
    await activateLocale('es-US');
    renderAsTraveller('/users/my-account');
    expect(await screen.findByRole('heading', { name: 'Datos de inicio de sesión' })).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('button', { name: 'Suscribirse' })).toBeVisible();
    expect(within(footer).queryByRole('button', { name: 'Registrarse' })).toBeNull();
  });

  it("a quote's details name the trip's origin and destination", async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json({ success: true, quotes: quoteFixtures }),
      ),
    );
    await activateLocale('es-US');
    const { user } = renderAsTraveller('/users/quote-history');
    const table = await screen.findByRole('table', { name: /Sus solicitudes de cotización/ });
    const [first] = within(table).getAllByRole('row').slice(1);
    await user.click(
      within(first).getByRole('button', { name: /^Detalles de la cotización enviada el/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Origen')).toBeVisible();
    expect(within(dialog).getByText('Destino')).toBeVisible();
    expect(within(dialog).queryByText('Para')).toBeNull();
  });
});
