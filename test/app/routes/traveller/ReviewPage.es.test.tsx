import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CART, submittedQuote } from '../../../features/tripRequest/tripForm';

/** /review and /confirmation for a Spanish visitor (issue 41): the catalog loaded before render. */
describe('the quote request in Spanish', () => {
  it('shows /review in Spanish: heading, cart with its plural, fields and a rule', async () => {
    await activateLocale('es-US');
    const { user } = renderRoute('/review', { preloadedState: { quoteCart: CART } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revisar la información' }),
    ).toBeVisible();
    const cart = screen.getByRole('region', { name: 'Sus solicitudes de cotización' });
    expect(within(cart).getByText('2 empresas')).toBeInTheDocument();
    expect(
      within(cart).getByRole('button', { name: 'Quitar Rose City Bus Charters' }),
    ).toBeVisible();

    const form = screen.getByRole('form', { name: 'Solicitud de viaje' });
    expect(within(form).getByRole('group', { name: 'Su viaje' })).toBeInTheDocument();
    const city = within(form).getByLabelText(/Ciudad de salida$/);
    await user.clear(city);
    await user.tab();
    expect(await within(form).findByText('Escriba la ciudad de salida')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud de cotización' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent(
      'Algunos campos no son válidos. Revise todos los campos e inténtelo de nuevo',
    );
    expect(summary).toHaveTextContent('Escriba el nombre del grupo');
    await waitFor(() => expect(document.title).toMatch(/^Revisar la información/));
  });

  it('says one company in the singular', async () => {
    await activateLocale('es-US');
    renderRoute('/review', {
      preloadedState: { quoteCart: { ...CART, quoteRequests: CART.quoteRequests.slice(0, 1) } },
    });
    const cart = await screen.findByRole('region', { name: 'Sus solicitudes de cotización' });
    expect(within(cart).getByText('1 empresa')).toBeInTheDocument();
  });

  it('thanks the traveller in Spanish on /confirmation and offers the account', async () => {
    await activateLocale('es-US');
    renderRoute('/confirmation', {
      preloadedState: { quoteCart: CART, tripRequest: submittedQuote('Q-991231-4242') },
    });
    expect(await screen.findByRole('heading', { name: 'Gracias' })).toBeVisible();
    expect(screen.getByText(/Su número de cotización es/)).toHaveTextContent(
      'Su número de cotización es Q-991231-4242',
    );
    expect(screen.getByText(/suelen responder en 2 días hábiles/)).toBeVisible();
    const account = screen.getByRole('form', { name: 'Crear una cuenta' });
    expect(within(account).getByLabelText(/Confirmación de la contraseña$/)).toBeInTheDocument();
    expect(within(account).getByText('Al menos 8 caracteres.')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Confirmación/));
  });
});
