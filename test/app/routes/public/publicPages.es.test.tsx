// @vitest-environment jsdom
// DOMPurify needs a full DOM (the terms page): under happy-dom it hands the input back as is.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/activate';
import { contentUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../../utils/renderWithProviders';

// The setup puts English back after each test.
beforeEach(() => activateLocale('es-US'));

describe('The public pages in Spanish', () => {
  it('/ is the portal login, its label and a login rule in Spanish', async () => {
    const { user } = renderRoute(paths.home);
    expect(
      // The first render of the file loads the page's chunks: slow on a busy machine.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Portal de administración' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Inicio de sesión del portal/));
    const field = screen.getByLabelText(/Correo electrónico o nombre de usuario/);
    await user.click(field);
    await user.tab();
    expect(
      await screen.findByText('Escriba su correo electrónico o nombre de usuario'),
    ).toBeVisible();
  });

  it('/join offers both accounts in Spanish', async () => {
    renderRoute(paths.join);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Únase a Bus Charter Quotes' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Estoy planeando un viaje en grupo' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrarse como usuario' })).toHaveAttribute(
      'href',
      paths.userSubscribe,
    );
    expect(screen.getByRole('link', { name: 'Hacerse suscriptor' })).toBeVisible();
  });

  it('/subscribers/forgot-password confirms in Spanish', async () => {
    const { user } = renderRoute(paths.forgotPassword);
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: '¿Olvidó su contraseña?' });
    await user.type(within(form).getByLabelText(/Correo electrónico/), 'operator@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Solicitar contraseña' }));
    expect(
      await screen.findByText('Le enviamos un correo electrónico con su contraseña.'),
    ).toBeVisible();
  });

  it('/terms-and-conditions: the heading and the title in Spanish', async () => {
    renderRoute(paths.terms);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Términos y condiciones/));
  });

  it('says a terms page that cannot load in Spanish', async () => {
    server.use(http.get(contentUrl('/wp-json/wp/v2/pages/1306'), () => HttpResponse.error()));
    renderRoute(paths.terms);
    expect(
      await screen.findByText('No se pudo cargar la página. Inténtelo de nuevo más tarde.'),
    ).toBeVisible();
  });

  it('/subscribers/unauthenticated says it in Spanish', async () => {
    renderRoute(paths.unauthenticated);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Uy!' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Haga clic aquí para iniciar sesión' }),
    ).toBeVisible();
  });
});
