import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/activate';
import {
  openFilterPanel,
  answerSearch,
  card,
  richResult,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { renderRoute } from '../../../utils/renderWithProviders';

/** The search in Spanish from the first render, as for a visitor whose browser prefers it. */
async function renderSpanishSearch(route: string) {
  await activateLocale('es-US');
  const rendered = renderRoute(route);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Resultados de la búsqueda de cotizaciones de autobús',
  });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
}

describe('the search in Spanish', () => {
  it('says where the results are from, how many, and what each card offers', async () => {
    answerSearch(wireSearch([richResult(), wireResult(12, 'Bravo Bus')]));
    await renderSpanishSearch('/search/dallas/tx');
    await waitFor(() => expect(document.title).toMatch(/^Autobuses chárter en Dallas, TX/));
    expect(
      screen.getByText('Resultados en el área de servicio de autobuses chárter de Dallas, TX'),
    ).toBeVisible();
    // A plural, and the filters' pills.
    expect(screen.getByText('Mostrando 2 resultados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tipos de autobús: todos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comodidades (0)' })).toBeVisible();

    const alpha = card('Alpha Coaches');
    expect(
      within(alpha).getByRole('button', { name: 'Calificación: 4 de 5 estrellas 2 reseñas' }),
    ).toBeEnabled();
    expect(within(alpha).getByText('Hasta 99 asientos disponibles')).toBeVisible();
    expect(within(alpha).getByRole('list', { name: 'Comodidades' })).toHaveTextContent(
      'Sin tomacorrientes',
    );
    expect(within(alpha).getByText('Foto 1 de 3')).toBeVisible();
    expect(within(alpha).getByRole('button', { name: 'Más detalles' })).toBeVisible();
    expect(within(alpha).getByRole('button', { name: 'Agregar a la solicitud' })).toBeVisible();
    expect(within(alpha).getByRole('button', { name: 'Comparar Alpha Coaches' })).toBeVisible();
    expect(within(card('Bravo Bus')).getByText('No hay imágenes disponibles')).toBeVisible();
    expect(screen.getByRole('link', { name: /Solicitudes de cotización/ })).toBeVisible();
  });

  it('checks the zip code in Spanish', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSpanishSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, 'Salida desde: Dallas, TX');
    await user.type(within(panel).getByLabelText('Código postal'), '752');
    await user.click(within(panel).getByRole('button', { name: 'Refinar búsqueda' }));
    expect(within(panel).getByText('Escriba un código postal de 5 dígitos')).toBeVisible();
  });

  it('opens the details and the reviews in Spanish, and adds to the quote request', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSpanishSearch('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'Más detalles' }));
    const details = await screen.findByRole('dialog', { name: 'Alpha Coaches' });
    expect(within(details).getByRole('heading', { name: 'Contacto y datos' })).toBeVisible();
    expect(within(details).getByRole('heading', { name: 'Tipos de autobús' })).toBeVisible();
    expect(
      within(details).getByRole('button', { name: 'Mostrar número de teléfono' }),
    ).toBeVisible();
    expect(within(details).getByText('Formas de pago')).toBeVisible();
    await user.click(
      within(details).getByRole('button', { name: 'Agregar a la solicitud de cotización' }),
    );
    expect(
      within(details).getByRole('button', { name: 'Quitar de la solicitud de cotización' }),
    ).toBeVisible();

    await user.click(within(details).getByRole('button', { name: /2 reseñas/ }));
    const reviews = await screen.findByRole('dialog', { name: 'Reseñas de Alpha Coaches' });
    const [first] = within(reviews).getAllByRole('article');
    expect(first).toHaveTextContent('Fecha del viaje: 03/08/2025');
    expect(within(first).getByText('Respuesta de Alpha Coaches')).toBeVisible();
    await user.click(within(reviews).getByRole('button', { name: 'Cerrar reseñas' }));
    // The header's close button and the footer's: both "Cerrar detalles".
    const closers = within(details).getAllByRole('button', { name: 'Cerrar detalles' });
    expect(closers).toHaveLength(2);
    await user.click(closers[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
