import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n/activate';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../../utils/renderWithProviders';
import { quoteFixtures } from './fixtures';
import { field, renderAsTraveller } from './helpers';

/** The traveller's account for a Spanish visitor (issue 41): the catalog loaded before render. */
describe("the traveller's account in Spanish", () => {
  it('shows the quote history: heading, menu, column labels and the trip in Spanish', async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () =>
        HttpResponse.json({ success: true, quotes: quoteFixtures }),
      ),
    );
    await activateLocale('es-US');
    renderAsTraveller('/users/quote-history');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historial de cotizaciones' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Solicitar una cotización' })).toBeVisible();
    const table = await screen.findByRole('table', { name: /Sus solicitudes de cotización/ });
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Enviada',
      'Grupo',
      'Viaje',
    ]);
    expect(cells[2]).toHaveTextContent('De Fort Worth, TX a Austin, TX');
    expect(
      within(first).getByRole('button', { name: /^Detalles de la cotización enviada el/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Historial de cotizaciones | Bus Charter Quotes'),
    );
  });

  it('shows My Account in Spanish, with the profile rules in Spanish', async () => {
    await activateLocale('es-US');
    const { user } = renderAsTraveller('/users/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    const profile = await screen.findByRole('form', { name: 'Perfil' });
    await user.clear(field(profile, 'Nombre'));
    await user.click(within(profile).getByRole('button', { name: 'Guardar perfil' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Escriba su nombre');
    const login = screen.getByRole('form', { name: 'Datos de inicio de sesión' });
    expect(
      within(login).getByRole('button', { name: 'Actualizar inicio de sesión' }),
    ).toBeVisible();
    expect(field(login, 'Contraseña actual')).toBeInTheDocument();
  });

  it('shows Messages in Spanish, and the new message form with its subjects', async () => {
    await activateLocale('es-US');
    const { user } = renderAsTraveller('/users/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nuevo mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mensaje' });
    const subject = field(dialog, 'Asunto');
    expect(within(subject).getByRole('option', { name: 'Tengo una pregunta' })).toHaveValue(
      'I have a question',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(dialog).findAllByText('Escriba su mensaje')).not.toHaveLength(0);
  });

  it('shows the registration page in Spanish, with the password rule', async () => {
    await activateLocale('es-US');
    const { user } = renderRoute('/users/subscribe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cree su cuenta de viajero' }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Cree su cuenta' });
    await user.type(field(form, 'Contraseña'), 'short');
    await user.tab();
    expect(
      await within(form).findByText('La contraseña debe tener al menos 8 caracteres'),
    ).toBeVisible();
  });
});
